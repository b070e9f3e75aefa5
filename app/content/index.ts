/**
 * The content index in the app: every content page with its validated
 * frontmatter, as data built from the content files (content/vite-plugin.ts).
 * In the browser only the fields listings show are there (cards, tiles, the
 * blog index); a page reads its own frontmatter from its route handle
 * (content/page-entry.ts).
 */
import entries from "virtual:content-index";
import translations from "virtual:content-translations";
import type { CollectionName } from "./collections";
import type { ContentEntry, EntryOf } from "./entry";

export const contentEntries: ContentEntry[] = entries;

/**
 * The translated pages (`<slug>.<lang>.mdx`), kept apart so listings stay in their own language.
 * Whole while prerendering (the sitemap); in the browser their listing fields (cards), and only
 * those in the page's own language (none on an English page: scripts/vite-i18n-texts.mjs).
 */
export const translatedEntries: ContentEntry[] = translations;

const bySlug = new Map(contentEntries.map((entry) => [entry.slug, entry]));

export function entriesOf<C extends CollectionName>(collection: C): EntryOf<C>[] {
  return contentEntries.filter((entry): entry is EntryOf<C> => entry.collection === collection);
}

export function entryBySlug(slug: string): ContentEntry | undefined {
  return bySlug.get(slug);
}
