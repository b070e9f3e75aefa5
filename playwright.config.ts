import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.TEST_PORT ?? 4173);
// The built site's folder (Astro's output): the tests read its pages, the server serves it.
const siteDir = process.env.SITE_DIR ?? (process.env.SITE_DIR = "dist");

/**
 * Browser tests run against the production build served exactly as
 * `npm start` serves it (server/serve.mjs), in Debian's Chromium.
 * `npm test` builds first; run `npm run build` before `npx playwright test`.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a two-core machine. Each worker is a
  // browser waiting on the server most of the time, so two keep two cores busy.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // Recording a trace for every test (to keep only the failures') cost a quarter of the suite's
    // time on two cores. A failure in CI is retried once with a trace; locally, rerun with --trace on.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "phone",
      // What does not depend on the width runs once, at desktop width: tests tagged `oneWidth`
      // (tests/e2e/support.ts) and these whole files (head data, HTTP, analytics payloads, storage;
      // invite.spec.ts sets its own device in every test, so a second project would repeat it).
      grepInvert: /@one-width/,
      testIgnore: [
        "analytics-privacy.spec.ts",
        "attribution.spec.ts",
        "build-config.spec.ts",
        "invite.spec.ts",
        "search-presence.spec.ts",
        "server.spec.ts",
        "storage-policy.spec.ts",
        "well-known.spec.ts",
      ],
      use: { ...devices["Pixel 7"], browserName: "chromium", viewport: { width: 390, height: 844 } },
    },
    {
      name: "desktop",
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node server/serve.mjs",
    env: { PORT: String(port), HOST: "127.0.0.1", SITE_DIR: siteDir },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
