/**
 * `virtual:content-index`: the validated content index (content/load.ts) as
 * plain data: whole for the prerender (sitemap, feed, pages), trimmed to the
 * listing fields for the browser. Importing the MDX files for their
 * frontmatter instead would pull every page's whole text into every page that
 * lists content.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { buildPageIndex, noindexPaths } from "../config/page-versions.ts";
import { staticPages } from "../config/pages.ts";
import { collections } from "./collections.ts";
import type { ContentEntry } from "./entry";
import { loadContent, loadTranslations } from "./load.ts";

const id = "virtual:content-index";
const resolvedId = `\0${id}`;
/** The translated content pages (`<slug>.<lang>.mdx`), apart so listings stay in their own language. */
const translationsId = "virtual:content-translations";
const resolvedTranslationsId = `\0${translationsId}`;
/**
 * The page index (lib/page-index.ts), which every page loads, worked out here: each page's
 * versions and the code pages that are not listed (config/page-versions.ts). Of a translation it
 * needs the path only, not its title and card in another language.
 */
const pageIndexId = "virtual:page-index";
const resolvedPageIndexId = `\0${pageIndexId}`;

/** Frontmatter fields that listings (cards, tiles, the blog index) show. */
const listed = new Set([
  "title",
  "card",
  "icon",
  "color",
  "homeOrder",
  "emoji",
  // Blog cards and their order.
  "description",
  "category",
  "categoryColor",
  "readTime",
  "published",
  "revised",
  "aliases",
]);

/**
 * In the browser the index only feeds listings; a page's own frontmatter
 * comes with its route module (the route handle). So the browser's copy keeps
 * only what a card shows, which keeps every page's first load small.
 */
function listingFields(entry: ContentEntry): ContentEntry {
  // Legal pages are in no listing: the browser needs their paths only.
  const keep = (key: string) =>
    entry.collection !== "legal" && listed.has(key) && !(key === "description" && entry.collection === "guides");
  return {
    ...entry,
    data: Object.fromEntries(Object.entries(entry.data).filter(([key]) => keep(key))),
  } as ContentEntry;
}

export function contentIndex(): Plugin {
  return {
    name: "wayfellow-content-index",
    resolveId(source) {
      if (source === id) return resolvedId;
      // `?locale=de`: the translations into one language (scripts/vite-i18n-texts.mjs asks for the page's).
      if (source === translationsId || source.startsWith(`${translationsId}?locale=`))
        return `${resolvedTranslationsId}${source.slice(translationsId.length)}`;
      if (source === pageIndexId) return resolvedPageIndexId;
      return undefined;
    },
    load(source) {
      const [module, query] = source.split("?");
      if (![resolvedId, resolvedTranslationsId, resolvedPageIndexId].includes(module!)) return undefined;
      const browser = this.environment?.name === "client";
      const contentDir = join(import.meta.dirname, ".");
      this.addWatchFile(contentDir);
      let entries = loadContent(contentDir);
      if (module !== resolvedId) entries = loadTranslations(entries, contentDir);
      const locale = new URLSearchParams(query).get("locale");
      if (locale) entries = entries.filter((entry) => entry.locale === locale);
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
      // In the browser, translations feed their cards.
      return `export default ${JSON.stringify(browser ? entries.map(listingFields) : entries)};`;
    },
  };
}
