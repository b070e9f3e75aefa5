/**
 * The planning guides (issue: guides): call to action with its in-site
 * campaign, related pages, the share control. Countdowns, Event data and
 * sources: events.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { acceptCookies, afterFrames, dataLayerEvents, oneWidth, waitForScripts, withConsent } from "./support";

const guides = loadContent().filter((entry) => entry.collection === "guides");

test.describe("call to action", () => {
  test("leads to /download with the guide's campaign", oneWidth, async ({ page }) => {
    await withConsent(page);
    await page.goto("/ski-trip-planning");
    await waitForScripts(page);
    const cta = page.getByRole("region", { name: "Get the app" }).getByRole("link");
    await expect(cta).toHaveAttribute(
      "href",
      "/download?utm_source=website&utm_medium=guide&utm_campaign=ski-trip-planning&utm_content=guide-cta",
    );
  });

  test("takes utm values from the page's address, except its own utm_content", oneWidth, async ({ page }) => {
    await withConsent(page);
    await page.goto("/golf-trip-planning?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=x");
    await waitForScripts(page);
    await expect(page.getByRole("region", { name: "Get the app" }).getByRole("link")).toHaveAttribute(
      "href",
      "/download?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=guide-cta",
    );
  });

  test(
    "passing the page's own campaign on to /download keeps the visit's source and its one first visit",
    oneWidth,
    async ({ page }) => {
      await withConsent(page);
      await page.goto("/ski-trip-planning?utm_source=insta&utm_medium=social&utm_campaign=winter");
      await waitForScripts(page);
      const source = () => page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"));
      await expect.poll(source).toContain('"utm_source":"insta"');
      const landed = await source();

      await page.getByRole("region", { name: "Get the app" }).getByRole("link").click();
      await expect(page).toHaveURL(
        /\/download\?utm_source=insta&utm_medium=social&utm_campaign=winter&utm_content=guide-cta$/,
      );
      await waitForScripts(page);
      const names = async () => (await dataLayerEvents(page)).map(([name]) => name);
      await expect.poll(async () => (await names()).filter((name) => name === "page_view")).toHaveLength(2);
      expect((await names()).filter((name) => name === "site_first_visit")).toHaveLength(1);
      expect(await source()).toBe(landed);
    },
  );

  test("guide → call to action → store links carry the guide's campaign; the visit's source stays", async ({
    page,
  }) => {
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=winter");
    await waitForScripts(page);
    await acceptCookies(page);
    await page.goto("/hiking-weekend-trip");
    await waitForScripts(page);
    await page.getByRole("region", { name: "Get the app" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/download\?utm_source=website&utm_medium=guide&utm_campaign=hiking-weekend-trip/);

    const ios = page.getByRole("link", { name: "Download on the App Store" }).first();
    await expect(ios).toHaveAttribute("href", /[?&]ct=hiking-weekend-trip(&|$)/);
    const android = new URL(
      (await page.getByRole("link", { name: "Get it on Google Play" }).first().getAttribute("href"))!,
    );
    const referrer = new URLSearchParams(android.searchParams.get("referrer") ?? "");
    expect(Object.fromEntries(referrer)).toMatchObject({
      utm_source: "website",
      utm_medium: "guide",
      utm_campaign: "hiking-weekend-trip",
      utm_content: "guide-cta",
    });

    const download = (await dataLayerEvents(page)).find(([name]) => name === "download_app")?.[1];
    expect(download).toMatchObject({
      source: "website",
      medium: "guide",
      campaign: "hiking-weekend-trip",
      content: "guide-cta",
    });
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))) ?? "{}");
    expect(stored).toMatchObject({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "winter" });

    // Reloading /download with the in-site campaign in its address does not overwrite the source either.
    await page.reload();
    await waitForScripts(page);
    const after = JSON.parse((await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))) ?? "{}");
    expect(after).toMatchObject({ utm_source: "newsletter", utm_campaign: "winter" });
  });
});

test("every guide ends with its three related pages, from its frontmatter", oneWidth, async ({ page }) => {
  await withConsent(page);
  for (const guide of guides.slice(0, 3)) {
    await page.goto(guide.path);
    const section = page.getByRole("region", { name: "Keep planning" });
    const hrefs = await section.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const related = "related" in guide.data ? guide.data.related : [];
    expect(hrefs).toEqual(related.map((slug) => guides.find((g) => g.slug === slug)?.path ?? `/${slug}`));
  }
});

test.describe("send this guide to your group", () => {
  test("opens the phone's share sheet with the canonical address marked as a share", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await withConsent(page);
    await page.goto("/bachelor-party-planning");
    await waitForScripts(page);
    await page.getByRole("button", { name: "Send this guide to your group" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe("https://wayfellow.app/bachelor-party-planning?utm_source=share");
    const share = (await dataLayerEvents(page)).find(([name]) => name === "share")?.[1];
    expect(share).toMatchObject({ method: "share_sheet", content_type: "guide", item_id: "/bachelor-party-planning" });
  });

  test("without a share sheet, offers copy-link and WhatsApp", async ({ page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await withConsent(page);
    await page.goto("/bachelorette-party-planning");
    await waitForScripts(page);
    // From the keyboard: focus moves to the first fallback, not back to the page.
    await page.getByRole("button", { name: "Send this guide to your group" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Copy link" })).toBeFocused();
    const url = "https://wayfellow.app/bachelorette-party-planning?utm_source=share";
    const whatsapp = page.getByRole("link", { name: /Share on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url)}`));
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test("external links in guides open in a new tab without an opener", oneWidth, async ({ page }) => {
  await withConsent(page);
  await page.goto("/world-cup-2026-trip");
  const external = page.getByRole("article").locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test(
  "guides carry Article data with their real dates, and FAQ data that matches the page",
  oneWidth,
  async ({ page }) => {
    const guide = guides.find((entry) => entry.slug === "world-cup-2026-trip")!;
    await page.goto(guide.path);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const article = data.find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      headline: expect.any(String),
      datePublished: guide.data.published,
      dateModified: guide.data.revised,
    });
    expect(article.author).toMatchObject({ "@type": "Organization" });
    // The 2030 dates are not published: a guide about an edition that is over carries no Event.
    expect(data.some((item) => item["@type"] === "Event")).toBe(Boolean(guide.data.event));
    const faq = data.find((item) => item["@type"] === "FAQPage");
    const visible = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    for (const question of faq.mainEntity) expect(visible).toContain(question.name);
  },
);

test("a packing list draws its emoji as pictures, the same on every device, and hides them from screen readers", async ({
  page,
}) => {
  await withConsent(page);
  await page.goto("/oktoberfest");
  const list = page.getByRole("list", { name: "Packing list" });
  await expect(list.getByRole("listitem")).toHaveCount(7);
  await expect(list.getByRole("listitem").first()).toHaveText(/^A bag under 3 liters/);
  // No emoji character for a device's fonts to draw (or to draw as an empty box).
  expect(await list.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
  const pictures = list.locator("img");
  await expect(pictures).toHaveCount(7);
  await expect(list.getByRole("img")).toHaveCount(0);
  await list.scrollIntoViewIfNeeded();
  for (const picture of await pictures.all()) {
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const box = (await picture.boundingBox())!;
    expect(box.width).toBe(box.height);
    expect(box.width).toBeGreaterThanOrEqual(24);
  }
});

test(
  "letters beyond Western European ones (Constanța) are drawn in the site's typeface",
  oneWidth,
  async ({ page, context }) => {
    await withConsent(page);
    await page.goto("/bikepacking-eurovelo-trip");
    const paragraph = page.getByRole("article").getByText(/ends at Constanța on Romania's Black Sea coast/);
    await expect(paragraph).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The fonts Chromium drew the paragraph's glyphs with, as DevTools lists them.
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    await cdp.send("DOM.getDocument", { depth: 0 });
    const handle = await cdp.send("Runtime.evaluate", {
      expression: `[...document.querySelectorAll("article p")].find((p) => p.textContent.includes("Constanța"))`,
    });
    const { nodeId } = await cdp.send("DOM.requestNode", { objectId: handle.result.objectId! });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.map((font) => font.familyName)).toEqual(["Plus Jakarta Sans"]);
  },
);

test("the festival clip loads nothing until the visitor plays it, then takes the focus", oneWidth, async ({ page }) => {
  const media: string[] = [];
  page.on("request", (request) => {
    if (/festival-planning\.(mp4|webm)/.test(request.url())) media.push(request.url());
  });
  await withConsent(page);
  await page.goto("/music-festival-trip");
  await waitForScripts(page);
  const play = page.getByRole("button", { name: /Play the video/ });
  await play.scrollIntoViewIfNeeded();
  await afterFrames(page);
  expect(media).toEqual([]);
  await expect(page.locator("video")).toHaveCount(0);
  // From the keyboard: the clip that replaces the poster takes the focus.
  await play.focus();
  await page.keyboard.press("Enter");
  const video = page.getByRole("article").locator("video");
  await expect(video).toBeVisible();
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute("controls", "");
  await expect.poll(() => media.length).toBeGreaterThan(0);
});

test.describe("tables on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a budget table shows every cost and the total's amount without scrolling sideways", async ({ page }) => {
    await withConsent(page);
    await page.goto("/bikepacking-eurovelo-trip");
    await waitForScripts(page);
    const table = page.getByRole("table", { name: "Budget per person" });
    // Still a table to assistive technology, with its column and row headers.
    await expect(table.getByRole("columnheader")).toHaveText(["Item", "What it covers", "Per person"]);
    const total = table.getByRole("row", { name: /Total per person/ });
    await expect(total.getByRole("rowheader")).toHaveText("Total per person");
    const amount = total.getByRole("cell");
    await amount.scrollIntoViewIfNeeded();
    const box = (await amount.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Each row's cost too, and nothing (the page or the table's box) scrolls sideways.
    for (const row of await table.getByRole("row").all()) {
      const cells = row.getByRole("cell");
      if ((await cells.count()) === 0) continue;
      const cost = (await cells.last().boundingBox())!;
      expect(cost.x + cost.width, (await row.textContent()) ?? "").toBeLessThanOrEqual(390);
    }
    const region = page.getByRole("region", { name: "Budget per person" });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });

  test("a Markdown table is one card per row, each value under its column's name", async ({ page }) => {
    await withConsent(page);
    await page.goto("/bikepacking-eurovelo-trip");
    await waitForScripts(page);
    const days = page.getByRole("table").filter({ hasText: "Passau to Schlögen" });
    await expect(days.getByRole("columnheader")).toHaveText(["Day", "Ride", "Distance", "What to know"]);
    const cells = days.getByRole("row").filter({ hasText: "Linz to Grein" }).getByRole("cell");
    await expect(cells).toHaveCount(4);
    expect(await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td, "::before").content))).toEqual([
      '"Day"',
      '"Ride"',
      '"Distance"',
      '"What to know"',
    ]);
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
