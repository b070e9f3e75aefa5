/**
 * Runs before the browser suite (`npm test`): one clear stop instead of a hundred failing
 * tests when there is no browser. The order is chromium.mjs's: CHROME_PATH, Playwright's own
 * Chromium, a system Chrome or Chromium. With none, it tries Playwright's installer once, with
 * a short time limit (a machine without network must not hang), and otherwise prints one line
 * that says what is missing and how to get it, and exits non-zero.
 */
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { findChromium } from "./chromium.mjs";

export const installTimeoutMs = 120_000;

export const missingBrowserLine =
  "No Chromium for the browser tests: install one with `npx playwright install chromium` or your system's package (Debian: `apt-get install chromium`), or point CHROME_PATH at a Chrome or Chromium.";

/** Playwright's installer, once; true when it finished within the limit. */
function installWithPlaywright() {
  const result = spawnSync("npx", ["--no-install", "playwright", "install", "chromium"], {
    stdio: ["ignore", "ignore", "ignore"],
    timeout: installTimeoutMs,
  });
  return result.status === 0;
}

/**
 * @returns {{ ok: true, path: string, source: string } | { ok: false, message: string }}
 */
export function checkBrowser({ find = findChromium, install = installWithPlaywright, log = () => {} } = {}) {
  const found = find();
  if (found.path) return { ok: true, path: found.path, source: found.source };
  // A CHROME_PATH that points at nothing is a mistake to fix, not a reason to download a browser.
  if (found.reason === "chrome-path") return { ok: false, message: found.error };
  log("No Chromium found; trying Playwright's installer once…");
  if (install()) {
    const again = find();
    if (again.path) return { ok: true, path: again.path, source: again.source };
  }
  return { ok: false, message: missingBrowserLine };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = checkBrowser({ log: (line) => console.log(line) });
  if (result.ok) {
    console.log(`Browser tests use ${result.path} (${result.source}).`);
  } else {
    console.error(result.message);
    process.exit(1);
  }
}
