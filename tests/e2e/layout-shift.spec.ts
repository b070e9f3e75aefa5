/**
 * The invite page does not move once painted (issue 21): the prerendered
 * state is replaced by the page's script with the visitor's own (phone, desktop,
 * invalid link), then the app check gives way to the buttons. The page
 * reserves the room, so what follows the invite (the footer) stays put.
 * Lighthouse measured CLS 0.087 on a phone before; the budget is 0.01.
 */
import { expect, test, type Page } from "@playwright/test";
import { afterFrames, waitForScripts, withConsent } from "./support";

/** Sums the page's layout shifts not caused by input, from the first paint on (buffered). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    (window as unknown as { __layoutShift: typeof record }).__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          record.sources.push(
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node),
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: { total: number; sources: string[] } }).__layoutShift);

for (const [label, query] of [
  ["an invite link", "?token=abc123"],
  ["an invite link without a token", ""],
] as const) {
  test(`the invite page does not shift after its first paint, opened from ${label}`, async ({ page }) => {
    await withConsent(page, "false");
    await watchLayoutShifts(page);
    await page.clock.install();
    await page.goto(`/invite${query}`);
    await waitForScripts(page);
    // The app check's timers run out (the page's clock run forward, not waited for).
    await page.clock.runFor(3_000);
    if (query) {
      // On a phone, the app check ends in the buttons; on a desktop, the QR codes show.
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    }
    // Every QR code drawn (none still busy), and the frames that follow painted.
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
    await afterFrames(page);
    const { total, sources } = await layoutShift(page);
    expect(total, `layout shift (moved: ${sources.join(", ")})`).toBeLessThanOrEqual(0.01);
  });
}

test("the support address becomes a link without moving the words around it", async ({ page }) => {
  await withConsent(page, "false");
  await watchLayoutShifts(page);
  await page.goto("/contact");
  await waitForScripts(page);
  await expect(page.getByRole("main").getByRole("link", { name: "support@wayfellow.app" })).toBeVisible();
  await afterFrames(page);
  const { total, sources } = await layoutShift(page);
  expect(total, `layout shift (moved: ${sources.join(", ")})`).toBe(0);
});
