import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { deployValuesModule } from "./scripts/vite-deploy-values.mjs";

// Vitest gets its own config, apart from the Astro build (astro.config.ts).
export default defineConfig({
  plugins: [deployValuesModule()],
  resolve: {
    tsconfigPaths: true,
    // The content index reads Astro's collections; outside Astro, the same files from disk.
    alias: { "astro:content": fileURLToPath(new URL("./app/content/disk-collections.ts", import.meta.url)) },
  },
  test: {
    // Node by default: a DOM is set up only for the files that need one, which say so in their
    // first line (`// @vitest-environment jsdom`). Setting up jsdom for all 52 files was two thirds
    // of the unit run (31 s to 17 s on two cores).
    environment: "node",
    include: [
      "app/**/*.test.{ts,tsx}",
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.{ts,mjs}",
    ],
    restoreMocks: true,
    // A test's first import may compile content files (MDX) or start jsdom: seconds on a loaded
    // two-core machine. Vitest's 5 s default failed a CI run there on compile time, not on behaviour.
    testTimeout: 30_000,
    // Compiles messages/*.json to app/paraglide before the tests import them.
    globalSetup: ["scripts/i18n-vitest-setup.mjs"],
  },
});
