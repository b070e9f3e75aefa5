/**
 * The page index's data, worked out once at build time (content/page-index.ts) from the page list
 * and the content index.
 */
import type { Locale } from "./locales.ts";
import type { StaticPage } from "./pages.ts";

/** One page in each language it exists in. */
export type PageVersions = Partial<Record<Locale, string>> & { en: string };

/** Where a translated content page is: its source's path, its language and its own path. */
export interface TranslationPath {
  source: string;
  locale: Locale;
  path: string;
}

/**
 * Every page that has a counterpart, once: the code pages with a live German version
 * (config/pages.ts), then the content pages with a translation beside their source.
 */
export function buildPageIndex(pages: StaticPage[], translations: TranslationPath[]): PageVersions[] {
  const groups: PageVersions[] = pages.flatMap((page) =>
    page.de?.translated ? [{ en: page.path, de: page.de.path }] : [],
  );
  const bySource = new Map<string, PageVersions>();
  for (const entry of translations) {
    const group = bySource.get(entry.source) ?? { en: entry.source };
    group[entry.locale] = entry.path;
    bySource.set(entry.source, group);
  }
  return [...groups, ...bySource.values()];
}

/** The code pages search engines must not list (`noindex`), in every language they exist in. */
export function noindexPaths(pages: StaticPage[]): string[] {
  return pages.flatMap((page) => (page.indexable ? [] : [page.path, ...(page.de?.translated ? [page.de.path] : [])]));
}
