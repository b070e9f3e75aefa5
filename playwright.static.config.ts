import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The browser suite against the static site (Astro, dist/) while it grows beside the React Router
 * build: the spec files listed here already pass against it. Once every file is here, the static
 * site replaces the old build and this list goes.
 */
export const ported = [
  "static-site.spec.ts",
  "trip-cost-splitter.spec.ts",
  "trip-cost-splitter-de.spec.ts",
  "legal.spec.ts",
  "legal-notice.spec.ts",
  "guides.spec.ts",
  "blog.spec.ts",
  "home.spec.ts",
  "get-the-app.spec.ts",
  "download.spec.ts",
  "oktoberfest.spec.ts",
  "server.spec.ts",
  "well-known.spec.ts",
  "search-presence.spec.ts",
  "i18n.spec.ts",
  "page-budgets.spec.ts",
  "invite.spec.ts",
  "email-confirmed.spec.ts",
  "delete-account.spec.ts",
  "consent.spec.ts",
  "analytics-privacy.spec.ts",
  "attribution.spec.ts",
  "storage-policy.spec.ts",
  "events.spec.ts",
  "campaign-labels.spec.ts",
  "build-config.spec.ts",
  "de-pages.spec.ts",
  "layout-shift.spec.ts",
  "layout.spec.ts",
  "no-javascript.spec.ts",
  "routes.spec.ts",
];

const siteDir = process.env.SITE_DIR ?? (process.env.SITE_DIR = "dist");
const port = Number(process.env.STATIC_TEST_PORT ?? 4174);

export default defineConfig({
  ...base,
  testMatch: ported,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: "node server/serve.mjs",
    env: { PORT: String(port), HOST: "127.0.0.1", SITE_DIR: siteDir },
    url: `http://localhost:${port}/contact`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
