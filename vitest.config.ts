import { defineConfig } from "vitest/config";
import { contentMdx } from "./app/content/mdx-plugin.ts";
import { contentIndex } from "./app/content/vite-plugin.ts";
import { deployValuesModule } from "./scripts/vite-deploy-values.mjs";

// Vitest gets its own config: the React Router plugin is for the app build only.
export default defineConfig({
  // Content files compile as in the app build, so tests can render a page's text.
  plugins: [contentIndex(), contentMdx(), deployValuesModule()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
    restoreMocks: true,
  },
});
