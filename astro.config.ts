/**
 * The site, static by default (decisions.md, "Static by default"): Astro renders every page to
 * HTML at build time, React components included; a page ships JavaScript only for what a visitor
 * works with (src/islands/ and the behaviour scripts beside their components).
 *
 * The React components, the content and the logic live in app/ (the `~` alias); src/ holds the
 * Astro side: pages, views, layouts, behaviour scripts and islands.
 */
import { fileURLToPath } from "node:url";
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import { unified } from "@astrojs/markdown-remark";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import rehypeSlug from "rehype-slug";
import { siteOrigin } from "./app/config/identity.mjs";
import rehypeContentTable from "./src/lib/rehype-content-table.ts";
import rehypeLayoutSteps from "./src/lib/rehype-layout-steps.ts";
import { buildEnv, envDir } from "./scripts/build-env.mjs";
import { i18nOptions } from "./scripts/i18n-options.mjs";
import { deployValuesModule } from "./scripts/vite-deploy-values.mjs";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The site's module: Base.astro's script (the group takes in all it imports: src/scripts/site.ts). */
const siteModule = /Base\.astro\?astro&type=script/;

export default defineConfig({
  site: siteOrigin(buildEnv()),
  output: "static",
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  // Separate caches let two builds run side by side (ASTRO_CACHE_DIR).
  cacheDir: process.env.ASTRO_CACHE_DIR ?? "./node_modules/.astro",
  // Today's URLs: /contact, no trailing slash, from contact.html: the file the README's hosts
  // (Netlify, Cloudflare Pages) serve at that address. A folder's index.html they serve at /contact/,
  // redirecting /contact there.
  build: { format: "file", assets: "assets", inlineStylesheets: "never" },
  trailingSlash: "never",
  compressHTML: false,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    mdx(),
    {
      // `client:after-paint`: islands start with the page's scripts, after its first paint.
      name: "wayfellow:after-paint",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          addClientDirective({ name: "after-paint", entrypoint: here("./src/lib/after-paint-directive.ts") });
        },
      },
    },
  ],
  markdown: {
    // Astro 7's default processor runs no remark/rehype plugins: the content files need theirs.
    // GitHub tables and autolinks (remark-gfm, once), heading ids (rehype-slug), tables labelled for
    // their phone layout. No import of block components (remark-auto-import): the content view
    // passes every component, bound to the page, as `<Content components>`
    // (src/components/content/content-components.tsx). No smart quotes: the text stays as written.
    processor: unified({
      remarkPlugins: [],
      rehypePlugins: [rehypeSlug, rehypeContentTable, rehypeLayoutSteps],
      gfm: true,
      smartypants: false,
    }),
    syntaxHighlight: false,
  },
  vite: {
    envDir: envDir(),
    // Deployment values are VITE_* (README, Configuration): the browser's code reads them too.
    // Astro's own default exposes PUBLIC_* only, which left a deletion endpoint out of the page.
    envPrefix: "VITE_",
    plugins: [tailwindcss(), paraglideVitePlugin(i18nOptions), deployValuesModule()],
    resolve: {
      alias: [{ find: /^~\//, replacement: here("./app/") }],
    },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Every page loads the site's module (src/scripts/site.ts, from Base.astro), and a reading
            // page loads nothing else: one file with everything it imports, rather than an entry and
            // a chunk for each module it shares with another page's scripts, which a phone fetched
            // one level of imports after another. The other pages' scripts import what they share
            // from it, already loaded.
            groups: [{ name: "site", test: (id: string) => siteModule.test(id) }],
          },
        },
      },
    },
    define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  },
});
