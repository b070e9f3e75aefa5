/**
 * The Chromium every browser tool of the repository launches (tests, screenshots,
 * benchmarks, media), found once, in a fixed order:
 *
 *   1. `CHROME_PATH`, when set (a path to nothing is an error, not a reason to look elsewhere);
 *   2. Playwright's own Chromium, when `npx playwright install chromium` has put it in place;
 *   3. a system Chrome or Chromium (Debian's `chromium` package and the usual others).
 *
 * The launch flags keep Chromium quiet on a machine whose network is closed: without the
 * background-networking flags it keeps trying to reach Google's services.
 */
import { accessSync, constants, statSync } from "node:fs";
import { createRequire } from "node:module";

export const systemCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** Whether `path` is a file this process may run. */
export function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Playwright's own Chromium would be (whether or not it is installed), or undefined. */
export function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The browser to launch, or why there is none. Pure apart from its defaults, so the order is
 * unit-tested with stand-ins.
 * @returns {{ path: string, source: string } | { path: undefined, reason: "chrome-path" | "none", error: string }}
 */
export function findChromium({
  env = process.env,
  executable = isExecutable,
  playwrightPath = playwrightChromium,
  candidates = systemCandidates,
} = {}) {
  if (env.CHROME_PATH) {
    return executable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH, source: "CHROME_PATH" }
      : {
          path: undefined,
          reason: "chrome-path",
          error: `CHROME_PATH is set to ${env.CHROME_PATH}, which is not a browser this user can run.`,
        };
  }
  const own = playwrightPath();
  if (own && executable(own)) return { path: own, source: "Playwright's Chromium" };
  const system = candidates.find((candidate) => executable(candidate));
  if (system) return { path: system, source: "system" };
  return { path: undefined, reason: "none", error: "No Chromium found for the browser tests." };
}

/** The path every tool launches; undefined when there is none (`npm test` stops before that matters). */
export const chromiumPath = findChromium().path;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
