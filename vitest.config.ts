import { defineConfig } from "vitest/config";
import { contentIndex } from "./app/content/vite-plugin";

// Vitest gets its own config: the React Router plugin is for the app build only.
export default defineConfig({
  plugins: [contentIndex()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
    restoreMocks: true,
  },
});
