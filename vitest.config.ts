import { defineConfig } from "vitest/config";

// Vitest gets its own config: the React Router plugin is for the app build only.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
    restoreMocks: true,
  },
});
