/**
 * The page index: every page and its counterparts in the other languages, from
 * one source each (decisions.md, "The German edition"; shared/i18n.md). Code
 * pages name their German path in config/pages.ts; content pages have one where
 * a translation sits beside the source (`<slug>.de.mdx`, its path from its front
 * matter `slug`, else the source's). It feeds the hreflang alternates
 * (lib/meta.ts), the language switch, the sitemap and the tests. The build works it out once
 * (config/page-versions.ts).
 */
import { pageIndex as builtIndex, noindexPaths } from "virtual:page-index";
import type { PageVersions } from "~/config/page-versions";
import type { Locale } from "~/config/locales";
import { localeOfPath } from "~/lib/locale";

export type { PageVersions };

/** Every page that has a counterpart, once (config/page-versions.ts, at build time). */
export const pageIndex: PageVersions[] = builtIndex;

/** The code pages search engines must not list, in every language. */
export { noindexPaths };

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
