/**
 * The page index: every page and its counterparts in the other languages, from
 * one source each (decisions.md, "The German edition"; shared/i18n.md). Code
 * pages name their German path in config/pages.ts; content pages have one where
 * a translation sits beside the source (`<slug>.de.mdx`, its path from its front
 * matter `slug`, else the source's). It feeds the hreflang alternates
 * (content/meta.ts), the language switch, the sitemap and the tests. The build works it out once,
 * from the page list and the content index (config/page-versions.ts).
 */
import { buildPageIndex, noindexPaths as noindexPathsOf, type PageVersions } from "~/config/page-versions";
import { staticPages } from "~/config/pages";
import type { Locale } from "~/config/locales";
import { collections } from "~/content/collections";
import { translatedEntries } from "~/content";
import { localeOfPath } from "~/lib/locale";

export type { PageVersions };

/**
 * Every page that has a counterpart, once. A page written in its language first (`original`) has
 * no counterpart: it is in no group of versions.
 */
export const pageIndex: PageVersions[] = buildPageIndex(
  staticPages,
  translatedEntries
    .filter((entry) => !(entry.data as { original?: true }).original)
    .map((entry) => ({
      source: collections[entry.collection].path(entry.slug),
      locale: entry.locale,
      path: entry.path,
    })),
);

/** The code pages search engines must not list, in every language. */
export const noindexPaths: string[] = noindexPathsOf(staticPages);

const byPath = new Map<string, PageVersions>();
for (const group of pageIndex) for (const path of Object.values(group)) byPath.set(path, group);

/** The versions of the page at `path`, or null when it exists in one language only. */
export function versionsOf(path: string): PageVersions | null {
  return byPath.get(path) ?? null;
}

/** The same page in `locale`, or null when it has none. */
export function counterpartOf(path: string, locale: Locale): string | null {
  if (localeOfPath(path) === locale) return path;
  return versionsOf(path)?.[locale] ?? null;
}
