/**
 * Debian's Chromium, as every browser tool of the repository launches it
 * (tests, screenshots, benchmarks, media). This machine's network is closed:
 * without the background-networking flags Chromium keeps trying to reach
 * Google's services.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
