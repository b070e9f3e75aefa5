/**
 * The page index: every page and its counterparts in the other languages, from
 * one source each (decisions.md, "The German edition"; shared/i18n.md). Code
 * pages name their German path in config/pages.ts; content pages have one where
 * a translation sits beside the source (`<slug>.de.mdx`, its path from its front
 * matter `slug`, else the source's). It feeds the hreflang alternates
 * (lib/meta.ts), the language switch, the sitemap and the tests.
 */
import translations from "virtual:content-translation-paths";
import { localeOfPath, type Locale } from "~/lib/locale";
import { staticPages } from "./pages";

/** One page in each language it exists in. */
export type PageVersions = Partial<Record<Locale, string>> & { en: string };

function buildIndex(): PageVersions[] {
  const groups: PageVersions[] = staticPages.flatMap((page) =>
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

/** Every page that has a counterpart, once. */
export const pageIndex: PageVersions[] = buildIndex();

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
