/**
 * The content index in the app: every content page with its frontmatter,
 * from the MDX files themselves (Vite keeps only their `frontmatter` export).
 * The files were validated when app/routes.ts read them (content/load.ts).
 */
import type { CollectionName } from "./collections";
import { makeEntry, sortEntries, type ContentEntry, type EntryOf } from "./entry";
import { parseContentFile } from "./collections";

const modules = import.meta.glob<unknown>("./*/*.mdx", { eager: true, import: "frontmatter" });

export const contentEntries: ContentEntry[] = sortEntries(
  Object.entries(modules).flatMap(([file, data]) => {
    const parsed = parseContentFile(file);
    return parsed ? [makeEntry(parsed.collection, parsed.slug, data)] : [];
  }),
);

const bySlug = new Map(contentEntries.map((entry) => [entry.slug, entry]));
const byPath = new Map<string, ContentEntry>();
for (const entry of contentEntries) {
  byPath.set(entry.path, entry);
  if (entry.collection === "blog") for (const alias of entry.data.aliases ?? []) byPath.set(alias, entry);
}

export function entriesOf<C extends CollectionName>(collection: C): EntryOf<C>[] {
  return contentEntries.filter((entry): entry is EntryOf<C> => entry.collection === collection);
}

export function entryBySlug(slug: string): ContentEntry | undefined {
  return bySlug.get(slug);
}

/** The page served at `pathname` (trailing slash and letter case ignored), if it is content. */
export function entryByPath(pathname: string): ContentEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path.toLowerCase());
}

/** The pages an entry lists as related, in its order. */
export function relatedEntries(entry: ContentEntry): ContentEntry[] {
  if (!("related" in entry.data)) return [];
  return entry.data.related.flatMap((slug) => bySlug.get(slug) ?? []);
}
