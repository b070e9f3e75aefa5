import { collections, type CollectionName, type Crumb } from "./collections";
import { makeEntry, type ContentEntry } from "./entry";
import type { Locale } from "~/config/locales";
import { homePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/**
 * The entry of the content page a route match renders: its collection and
 * slug from the route id (its file, content/<collection>/<slug>.mdx), its
 * whole frontmatter from the route handle (content/rehype-export-headings.ts).
 */
export function pageEntry(match: { id: string; handle?: unknown } | undefined): ContentEntry | null {
  const file = /^content\/([a-z]+)\/([a-z0-9-]+)(?:\.([a-z]{2}))?\.mdx/.exec(match?.id ?? "");
  const frontmatter = (match?.handle as { frontmatter?: unknown } | undefined)?.frontmatter;
  if (!file || !frontmatter) return null;
  return makeEntry(file[1] as CollectionName, file[2]!, frontmatter, (file[3] ?? "en") as Locale);
}

/** Home, the collection's parents, then the page itself: named in the page's language. */
export function breadcrumbOf(entry: ContentEntry): Crumb[] {
  return [
    { name: m.breadcrumb_home({}, { locale: entry.locale }), path: homePath(entry.locale) },
    ...collections[entry.collection].parents,
    { name: entry.data.title, path: entry.path },
  ];
}
