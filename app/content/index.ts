/**
 * The content index: every content page with its validated frontmatter, as
 * data the build reads from the content files (content/vite-plugin.ts), for
 * what lists content (home's tiles, the blog index, related pages, the 404
 * page, the sitemap, the feed). A page itself is rendered from its content
 * collection (src/content-pages.ts).
 */
import entries from "virtual:content-index";
import translations from "virtual:content-translations";
import type { CollectionName } from "./collections";
import type { ContentEntry, EntryOf } from "./entry";

export const contentEntries: ContentEntry[] = entries;

/** The translated pages (`<slug>.<lang>.mdx`), kept apart so listings stay in their own language. */
export const translatedEntries: ContentEntry[] = translations;

const bySlug = new Map(contentEntries.map((entry) => [entry.slug, entry]));

export function entriesOf<C extends CollectionName>(collection: C): EntryOf<C>[] {
  return contentEntries.filter((entry): entry is EntryOf<C> => entry.collection === collection);
}

export function entryBySlug(slug: string): ContentEntry | undefined {
  return bySlug.get(slug);
}
