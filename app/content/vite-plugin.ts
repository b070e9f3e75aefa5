/**
 * `virtual:content-index`: the validated content index (content/load.ts) as
 * plain data for the build's listings (home's tiles, the blog index, related
 * pages, the 404 page), the sitemap and the feed. Importing the MDX files for
 * their frontmatter instead would compile every page's whole text wherever
 * content is listed. No browser script imports it.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { buildPageIndex, noindexPaths } from "../config/page-versions.ts";
import { staticPages } from "../config/pages.ts";
import { collections } from "./collections.ts";
import { loadContent, loadTranslations } from "./load.ts";

const id = "virtual:content-index";
const resolvedId = `\0${id}`;
/** The translated content pages (`<slug>.<lang>.mdx`), apart so listings stay in their own language. */
const translationsId = "virtual:content-translations";
const resolvedTranslationsId = `\0${translationsId}`;
/**
 * The page index (lib/page-index.ts), which every page's head and language switch use, worked
 * out here: each page's versions and the code pages that are not listed
 * (config/page-versions.ts). Of a translation it needs the path only.
 */
const pageIndexId = "virtual:page-index";
const resolvedPageIndexId = `\0${pageIndexId}`;

export function contentIndex(): Plugin {
  return {
    name: "wayfellow-content-index",
    resolveId(source) {
      if (source === id) return resolvedId;
      if (source === translationsId) return resolvedTranslationsId;
      if (source === pageIndexId) return resolvedPageIndexId;
      return undefined;
    },
    load(module) {
      if (![resolvedId, resolvedTranslationsId, resolvedPageIndexId].includes(module)) return undefined;
      const contentDir = join(import.meta.dirname, ".");
      this.addWatchFile(contentDir);
      let entries = loadContent(contentDir);
      if (module !== resolvedId) entries = loadTranslations(entries, contentDir);
      for (const entry of entries) this.addWatchFile(join(contentDir, entry.file.replace(/^content\//, "")));
      if (module === resolvedPageIndexId) {
        // A page written in its language first has no counterpart: it is in no group of versions.
        const translations = entries.filter((entry) => !(entry.data as { original?: true }).original);
        const paths = translations.map((entry) => ({
          source: collections[entry.collection].path(entry.slug),
          locale: entry.locale,
          path: entry.path,
        }));
        return [
          `export const pageIndex = ${JSON.stringify(buildPageIndex(staticPages, paths))};`,
          `export const noindexPaths = ${JSON.stringify(noindexPaths(staticPages))};`,
        ].join("\n");
      }
      return `export default ${JSON.stringify(entries)};`;
    },
  };
}
