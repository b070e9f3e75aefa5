import { reactRouter } from "@react-router/dev/vite";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { placeholderReport, resolveDeployValues } from "./app/config/deploy-values.mjs";
import { buildEnv, envDir } from "./scripts/build-env.mjs";
import { i18nOptions } from "./scripts/i18n-options.mjs";
import { i18nRuntime } from "./scripts/vite-i18n-runtime.mjs";
import { i18nTexts } from "./scripts/vite-i18n-texts.mjs";
import { caseSensitiveClientRoutes } from "./scripts/vite-case-sensitive-routes.mjs";
import { chunkGroups } from "./scripts/chunk-groups.mjs";
import { deployValuesModule } from "./scripts/vite-deploy-values.mjs";

// The build loads this file once per environment; the warning is said once per process.
const warnedKey = Symbol.for("wayfellow.placeholder-warning");
const once = globalThis as { [warnedKey]?: boolean };

/** Says at build time which deployment values are still placeholders (config/deploy-values.mjs). */
function warnPlaceholders(): Plugin {
  return {
    name: "wayfellow-placeholder-warning",
    apply: "build",
    configResolved(config) {
      const { placeholders } = resolveDeployValues(config.env);
      if (once[warnedKey] || placeholders.length === 0) return;
      once[warnedKey] = true;
      config.logger.warn(
        [
          `\n⚠ ${placeholders.length} deployment value(s) still use placeholders; store links, app links and`,
          "  social links built from them go nowhere, and the legal pages name no real operator. Set them",
          "  before deploying (README, Deploying):",
          ...placeholderReport(placeholders),
          "",
        ].join("\n"),
      );
    },
  };
}
import { calendarFiles } from "./app/content/calendar.ts";
import { contentMdx } from "./app/content/mdx-plugin.ts";
import { socialImages } from "./app/content/social-images.ts";
import { contentIndex } from "./app/content/vite-plugin.ts";
import { productName, siteOrigin } from "./app/config/identity.mjs";
import { socialPages } from "./app/config/social-pages.mjs";

export default defineConfig({
  // Where .env files are read from: one reader for the app and the build scripts (scripts/build-env.mjs).
  envDir: envDir(),
  plugins: [
    tailwindcss(),
    // Interface strings: messages/*.json compiled to typed functions in app/paraglide (scripts/i18n-options.mjs).
    paraglideVitePlugin(i18nOptions),
    i18nRuntime(),
    // In the browser build, each page loads its own language's text only (scripts/vite-i18n-texts.mjs).
    i18nTexts(),
    contentIndex(),
    warnPlaceholders(),
    deployValuesModule(),
    caseSensitiveClientRoutes(),
    socialImages({
      siteName: productName,
      origin: () => siteOrigin(buildEnv()),
      pages: Object.fromEntries(Object.values(socialPages).map(({ path, ...card }) => [path, card])),
    }),
    calendarFiles({ siteName: productName, origin: () => siteOrigin(buildEnv()) }),
    // Content pages (app/content/**/*.mdx) are route modules (content/mdx-plugin.ts).
    contentMdx(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // The code every page runs ships as one chunk, and what every content page runs as one more
    // (scripts/chunk-groups.mjs); imported constants are inlined where they are used, so a chunk
    // carries the deployment values it reads, not the module that holds them all.
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups() } },
      optimization: { inlineConst: { mode: "all" } },
    },
  },
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
});
