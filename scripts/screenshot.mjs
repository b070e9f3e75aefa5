/**
 * Screenshots of pages at phone (390 px) and desktop (1280 px) widths, for
 * looking at what visitors see: `node scripts/screenshot.mjs / /contact`.
 * Needs a running server (`npm start`); BASE_URL overrides the address.
 * Output: screenshots/<page>-<width>.png (not committed).
 */
/* global window, document -- the page.evaluate() callback runs in the browser */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
const fullPage = process.env.FULL !== "0";

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const path of paths) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
    const errors = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    // Shoot the page a visitor with JavaScript sees: its head script has marked
    // <html data-js> and the site script has marked <html data-enhanced>. A server started before the last
    // build sends the old build's Content-Security-Policy, which blocks the new
    // inline scripts (and its file list lacks the new chunks): the page then
    // looks as without JavaScript (the phone menu listed open under the bar).
    // Say so instead of writing a misleading picture.
    const ready = await page
      .waitForFunction(
        () => document.documentElement.hasAttribute("data-js") && document.documentElement.dataset.enhanced === "true",
        null,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!ready) {
      console.error(
        `${path} at ${width} px: the page's scripts did not run (no data-js or no data-enhanced), so it shows as without JavaScript. ` +
          `Restart the server after each build. Console errors:\n  ${errors.join("\n  ") || "(none)"}`,
      );
      process.exitCode = 1;
      await page.close();
      continue;
    }
    if (fullPage) {
      // Scroll through the page as a visitor would, so that lazy images load
      // and sections that render only when near the screen are drawn (and
      // then stay drawn, app/lib/render-when-near.ts).
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await page.waitForLoadState("networkidle");
    }
    await page.waitForTimeout(Number(process.env.WAIT ?? 300));
    const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    const file = `screenshots/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
    await page.close();
  }
}
await browser.close();
