import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // app/lib is below the content layer: code that reads content lives with it (app/content),
    // so no module of lib imports it, not even its types.
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/content", "~/content/**", "../content", "../content/**", "../../content", "../../content/**"],
              message: "app/lib knows nothing about pages: code that reads content lives in app/content.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "server/**", "tests/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
);
