import { expect, test } from "@playwright/test";
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
