import { expect, test } from "@playwright/test";
import { builtPages, waitForHydration, watchConsole } from "./support";

/**
 * Paint first, then hydrate (scripts/defer-hydration.mjs): no page asks for
 * JavaScript before its first contentful paint, and every page still hydrates.
 */
const pages = builtPages().filter((path) => path !== "/404");

for (const path of pages) {
  test(`${path} paints before it requests any JavaScript, then hydrates`, async ({ page, request }) => {
    const problems = watchConsole(page);

    const html = await (await request.get(path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');

    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
    expect(problems).toEqual([]);
  });
}

test("a test clock that never runs does not hold hydration back", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-06-01T10:00:01Z"));
  await page.goto("/");
  await waitForHydration(page);
});
