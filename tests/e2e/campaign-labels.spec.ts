import { expect, test, type Page } from "@playwright/test";
import { dataLayerEvents, waitForScripts, withConsent } from "./support";

/**
 * Traffic attribution keeps labels, never values (decisions.md): the spec's fbclid rule by its
 * presence, and every campaign value as a short label or nothing, in analytics, session storage
 * and store links alike. Seen as the analytics service (window.dataLayer) and the visitor's browser
 * (session storage, the links on the page) see it.
 */

async function landing(page: Page, url: string, referer?: string) {
  await withConsent(page);
  await page.goto(url, referer ? { referer } : undefined);
  await waitForScripts(page);
  await expect.poll(async () => (await dataLayerEvents(page)).some(([name]) => name === "traffic_source")).toBe(true);
  const events = await dataLayerEvents(page);
  const stored = await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"));
  return { events, stored: stored ?? "" };
}

test.describe("campaign values are labels @one-width", () => {
  test("a landing with fbclid and nothing else is facebook / social, and the click id's value goes nowhere", async ({
    page,
  }) => {
    const { events, stored } = await landing(page, "/contact?fbclid=IwAR0secret-click-id");
    expect(JSON.parse(stored)).toEqual({ utm_source: "facebook", utm_medium: "social" });
    const attribution = events.find(([name]) => name === "traffic_source")?.[1];
    expect(attribution).toMatchObject({ event_category: "traffic", source: "facebook", medium: "social" });
    expect(JSON.stringify(events)).not.toContain("IwAR0secret");
    expect(stored).not.toContain("IwAR0secret");
  });

  for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"]) {
    test(`an e-mail address in ${name} reaches neither analytics, nor storage, nor a store link`, async ({ page }) => {
      const others = new URLSearchParams({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" });
      others.set(name, "quokka.reader@example.com");
      const { events, stored } = await landing(page, `/download?${others.toString()}`);
      expect(JSON.stringify(events)).not.toContain("quokka");
      expect(stored).not.toContain("quokka");
      const hrefs = await page
        .locator("main a[href^='https://']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(decodeURIComponent(decodeURIComponent(href))).not.toContain("quokka");
    });
  }
});

test.describe("store badges @one-width", () => {
  /** Clicks `badge` and keeps the page: the site's own click handling runs first, then the store is not loaded. */
  async function clickWithoutLeaving(page: Page, badge: ReturnType<Page["getByRole"]>) {
    await page.evaluate(() => addEventListener("click", (event) => event.preventDefault(), { once: true }));
    await badge.click();
  }

  const badgeClicks = async (page: Page) =>
    (await dataLayerEvents(page)).filter(([name]) => name === "store_badge_click").map(([, params]) => params.store);

  test("every badge, the footer's too, leaves with the landing's campaign and is counted once", async ({ page }) => {
    await withConsent(page);
    await page.goto("/ski-trip-planning?utm_source=newsletter&utm_medium=email&utm_campaign=winter");
    await waitForScripts(page);
    const footer = page.getByRole("contentinfo");

    const play = footer.getByRole("link", { name: "Get it on Google Play" });
    await clickWithoutLeaving(page, play);
    const referrer = new URL((await play.getAttribute("href"))!).searchParams.get("referrer");
    expect(Object.fromEntries(new URLSearchParams(referrer ?? ""))).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "winter",
    });
    const appStore = footer.getByRole("link", { name: "Download on the App Store" });
    await clickWithoutLeaving(page, appStore);
    await expect(appStore).toHaveAttribute("href", /[?&]ct=winter(&|$)/);
    await expect.poll(() => badgeClicks(page)).toEqual(["android", "ios"]);
  });

  test("a badge of home's rows is counted once too", async ({ page }) => {
    await withConsent(page);
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=winter");
    await waitForScripts(page);
    const badge = page.getByRole("main").getByRole("link", { name: "Get it on Google Play" }).first();
    await expect(badge).toHaveAttribute("href", /referrer=/);
    await clickWithoutLeaving(page, badge);
    await expect.poll(() => badgeClicks(page)).toEqual(["android"]);
  });
});
