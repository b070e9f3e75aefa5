import { expect, test, type Browser, type Page } from "@playwright/test";
import { asIPad, devices } from "./devices";
import { decodeQr } from "./qr";
import { acceptCookies, oneWidth, waitForScripts, withConsent } from "./support";

const appStoreBadge = "Download on the App Store";
const playBadge = "Get it on Google Play";
const campaign = {
  utm_source: "tiktok",
  utm_medium: "paid_social",
  utm_campaign: "ski-2026",
  utm_content: "clip1",
};
const campaignQuery = new URLSearchParams(campaign).toString();

const main = (page: Page) => page.locator("main");

/** The stores of the page's badges, in the order shown. */
async function badgeOrder(page: Page) {
  return main(page)
    .getByRole("link", { name: new RegExp(`${appStoreBadge}|${playBadge}`) })
    .evaluateAll((links) => links.map((link) => (link.textContent?.includes("App Store") ? "ios" : "android")));
}

async function badgeHrefs(page: Page) {
  return {
    ios: (await main(page).getByRole("link", { name: appStoreBadge }).getAttribute("href")) ?? "",
    android: (await main(page).getByRole("link", { name: playBadge }).getAttribute("href")) ?? "",
  };
}

/** The store listings as prerendered (no campaign): the configured URLs. */
async function plainListings(page: Page) {
  const html = await (await page.request.get("/download")).text();
  const mainHtml = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const hrefs = [...mainHtml.matchAll(/<a href="(https:\/\/[^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  const ios = hrefs.find((href) => href.startsWith("https://apps.apple.com/"));
  const android = hrefs.find((href) => href.startsWith("https://play.google.com/"));
  expect(ios, "App Store link in the prerendered page").toBeTruthy();
  expect(android, "Google Play link in the prerendered page").toBeTruthy();
  return { ios: ios!, android: android!, mainHtml };
}

function expectCampaignLinks(
  hrefs: { ios: string; android: string },
  plain: { ios: string; android: string },
  expected: { ct: string; referrer: string },
) {
  const ios = new URL(hrefs.ios);
  expect(`${ios.origin}${ios.pathname}`).toBe(plain.ios);
  expect(ios.searchParams.get("pt")).toMatch(/^\w+$/);
  expect(ios.searchParams.get("ct")).toBe(expected.ct);
  expect(ios.searchParams.get("mt")).toBe("8");

  const android = new URL(hrefs.android);
  expect(android.searchParams.get("referrer")).toBe(expected.referrer);
  android.searchParams.delete("referrer");
  expect(android.toString()).toBe(plain.android);
  expect(hrefs.android).toContain(`&referrer=${encodeURIComponent(expected.referrer)}`);
}

const fullReferrer = "utm_source=tiktok&utm_medium=paid_social&utm_campaign=ski-2026&utm_content=clip1";

test.describe("/download", () => {
  test("prerenders both store badges, App Store first", oneWidth, async ({ page }) => {
    const { mainHtml } = await plainListings(page);
    expect(mainHtml).toContain(appStoreBadge.replace("Download on the App Store", "Download on the"));
    const ios = mainHtml.indexOf("apps.apple.com");
    const android = mainHtml.indexOf("play.google.com");
    expect(ios).toBeGreaterThan(0);
    expect(android).toBeGreaterThan(ios);
  });

  test("has one h1 and the plain store listings for a direct visit", async ({ page }) => {
    const plain = await plainListings(page);
    await page.goto("/download");
    await waitForScripts(page);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await badgeHrefs(page)).toEqual({ ios: plain.ios, android: plain.android });
  });

  test.describe("puts the visitor's own store first", () => {
    const cases = [
      { name: "iPhone", device: devices.iPhone, order: ["ios", "android"], qr: false },
      { name: "iPad in desktop mode", device: devices.iPad, order: ["ios", "android"], qr: false, iPad: true },
      { name: "Android phone", device: devices.pixel, order: ["android", "ios"], qr: false },
      { name: "desktop", device: devices.desktop, order: ["ios", "android"], qr: true },
      { name: "Mac", device: devices.mac, order: ["ios", "android"], qr: true },
    ] as const;

    for (const { name, device, order, qr, ...rest } of cases) {
      test(`${name}: ${order.join(" then ")}, QR codes ${qr ? "shown" : "hidden"}`, async ({ browser }, info) => {
        test.skip(info.project.name !== "desktop", "the device is emulated by the test itself");
        const page = await newPage(browser, device, "iPad" in rest);
        await page.goto("/download");
        await waitForScripts(page);
        await expect.poll(() => badgeOrder(page)).toEqual(order);
        const codes = main(page).getByRole("img", { name: /^QR code to download Wayfellow/ });
        if (qr) await expect(codes).toHaveCount(2);
        else await expect(codes).toHaveCount(0);
        await page.context().close();
      });
    }

    test("an iPhone-width window on a computer hides the QR codes", async ({ browser }, info) => {
      test.skip(info.project.name !== "desktop", "the device is emulated by the test itself");
      const page = await newPage(browser, { ...devices.desktop, viewport: { width: 390, height: 844 } });
      await page.goto("/download");
      await waitForScripts(page);
      await expect(
        main(page)
          .getByRole("img", { name: /^QR code/ })
          .first(),
      ).toBeHidden();
    });
  });

  test("the QR codes scan to the configured store listings", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "QR codes are for computers");
    const plain = await plainListings(page);
    await withConsent(page, "false"); // no cookie banner over the codes
    await page.goto("/download");
    await waitForScripts(page);
    const ios = main(page).getByRole("img", { name: "QR code to download Wayfellow on the App Store" });
    const android = main(page).getByRole("img", { name: "QR code to download Wayfellow on Google Play" });
    await expect(ios).toBeVisible();
    expect(await decodeQr(ios)).toBe(plain.ios);
    expect(await decodeQr(android)).toBe(plain.android);
  });

  test("with a campaign, the QR codes carry it like the badges", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "QR codes are for computers");
    const plain = await plainListings(page);
    await withConsent(page, "false");
    await page.goto(`/download?${campaignQuery}`);
    await waitForScripts(page);
    await expect.poll(async () => (await badgeHrefs(page)).ios).not.toBe(plain.ios);
    const hrefs = await badgeHrefs(page);
    const ios = main(page).getByRole("img", { name: "QR code to download Wayfellow on the App Store" });
    const android = main(page).getByRole("img", { name: "QR code to download Wayfellow on Google Play" });
    // The codes are redrawn once the campaign is known: read them until they settle.
    const read = (code: typeof ios) => () => decodeQr(code).catch(() => null);
    await expect.poll(read(ios)).toBe(hrefs.ios);
    await expect.poll(read(android)).toBe(hrefs.android);
  });

  test.describe("store links carry the campaign source", () => {
    test("landing on /download with utm parameters", oneWidth, async ({ page }) => {
      const plain = await plainListings(page);
      await page.goto(`/download?${campaignQuery}`);
      await waitForScripts(page);
      await expect.poll(async () => (await badgeHrefs(page)).ios).not.toBe(plain.ios);
      expectCampaignLinks(await badgeHrefs(page), plain, { ct: "ski-2026", referrer: fullReferrer });
    });

    test("landing elsewhere, then the download button", async ({ page }) => {
      const plain = await plainListings(page);
      await page.goto(`/contact?${campaignQuery}`);
      await waitForScripts(page);
      await acceptCookies(page);
      await page.getByRole("banner").getByRole("button", { name: "Get The App For Free" }).click();
      await expect(page).toHaveURL("/download");
      await expect.poll(async () => (await badgeHrefs(page)).ios).not.toBe(plain.ios);
      expectCampaignLinks(await badgeHrefs(page), plain, { ct: "ski-2026", referrer: fullReferrer });
    });

    test("coming back to /download later in the session (stored after consent)", oneWidth, async ({ page }) => {
      const plain = await plainListings(page);
      await page.goto(`/?${campaignQuery}`);
      await waitForScripts(page);
      await acceptCookies(page);
      await page.goto("/download");
      await waitForScripts(page);
      await expect.poll(async () => (await badgeHrefs(page)).ios).not.toBe(plain.ios);
      expectCampaignLinks(await badgeHrefs(page), plain, { ct: "ski-2026", referrer: fullReferrer });
    });

    test("only a source: ct is the source, the referrer has what there is", oneWidth, async ({ page }) => {
      const plain = await plainListings(page);
      await page.goto("/download?utm_source=partner-blog");
      await waitForScripts(page);
      await expect.poll(async () => (await badgeHrefs(page)).ios).not.toBe(plain.ios);
      const hrefs = await badgeHrefs(page);
      expect(new URL(hrefs.ios).searchParams.get("ct")).toBe("partner-blog");
      expect(new URL(hrefs.android).searchParams.get("referrer")).toMatch(/^utm_source=partner-blog&utm_medium=/);
    });

    test("a long campaign name is cut to 40 characters for the App Store", oneWidth, async ({ page }) => {
      const long = "summer-2026-group-trips-to-the-alps-and-the-dolomites";
      await page.goto(`/download?utm_source=newsletter&utm_campaign=${long}`);
      await waitForScripts(page);
      await expect
        .poll(async () => new URL((await badgeHrefs(page)).ios).searchParams.get("ct"))
        .toBe(long.slice(0, 40));
    });
  });
});

async function newPage(browser: Browser, device: (typeof devices)[keyof typeof devices], iPad = false) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  if (iPad) await asIPad(page);
  return page;
}
