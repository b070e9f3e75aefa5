import { expect, test } from "@playwright/test";
import { bannerPaintName } from "../../app/lib/after-paint";
import { watchConsole } from "./support";

// The static site's shell: a page reads in its language, with its scripts running and no errors.
test("the contact page reads in each language, its scripts running", async ({ page }) => {
  const problems = watchConsole(page);
  for (const [path, lang, heading] of [
    ["/contact", "en", /help you get the trip planned/],
    ["/de/kontakt", "de", /./],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  }
  expect(problems).toEqual([]);
});

// A page's scripts start once its text is on screen (app/lib/after-paint.ts), so that its HTML,
// styles and font have a slow connection to themselves. A font that comes late leaves the text
// undrawn for a while in frames the browser renders anyway: those frames must not count as the
// paint the scripts wait for.
for (const path of ["/", "/oktoberfest", "/de/datenschutz"]) {
  test(`${path}: its scripts are requested after its text shows, even when its font comes late`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts), "the first script request, against the first contentful paint").toBeGreaterThanOrEqual(
      paint,
    );
    expect(problems).toEqual([]);
  });
}

// A long page paints its top while the rest is still laid out in steps (app/lib/layout-steps.ts),
// so its first paint comes long before the cookie banner at the end of the body, the largest
// paint on a phone: while the banner asks, the scripts wait for the report of the banner's own
// paint (app/lib/after-paint.ts).
for (const path of ["/de/skiurlaub-mit-freunden", "/privacy-policy", "/trip-cost-splitter", "/"]) {
  test(`${path}: its scripts are requested after the cookie banner shows`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await expect(page.getByRole("region", { name: /cookie/i })).toBeVisible();
    const { banner, scripts } = await page.evaluate(
      async (name) => ({
        banner: await new Promise<number>((resolve) => {
          type ElementTiming = PerformanceEntry & { identifier?: string; renderTime?: number };
          new PerformanceObserver((list) => {
            const entry = (list.getEntries() as ElementTiming[]).find((item) => item.identifier === name);
            if (entry) resolve(entry.renderTime || entry.startTime);
          }).observe({ type: "element", buffered: true });
          setTimeout(() => resolve(Infinity), 3000);
        }),
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }),
      bannerPaintName,
    );
    expect(banner, "the banner's paint is reported").toBeLessThan(Infinity);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts), "the first script request, against the banner's paint").toBeGreaterThanOrEqual(banner);
    expect(problems).toEqual([]);
  });
}
