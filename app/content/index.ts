/**
 * The content index: every content page (legal pages, guides, blog articles, their translations)
 * with its validated front matter, read from the content collections (src/content.config.ts), the
 * same entries the pages render from (src/content-pages.ts). What lists content reads it at build
 * time: home's tiles, the blog index, related pages, the 404 page, the page index, the sitemap, the
 * feed. The checks across files (checks.ts) run here, so a broken page fails the build, naming the
 * file and the field. No browser script imports it.
 */
import { getCollection } from "astro:content";
import { checkTranslations, entryOfFile, sourceProblems, throwProblems } from "./checks";
import { collectionNames, type CollectionName } from "./collections";
import { sortEntries, type ContentEntry, type EntryOf } from "./entry";
import { translatedCollections, translationCollection } from "./translated-collections";

const problems: string[] = [];

/** The entries of `collection` (a folder's sources, or its translations), with what is wrong with their names. */
async function entriesIn(folder: CollectionName, collection: string): Promise<ContentEntry[]> {
  const items = (await getCollection(collection as never)) as { id: string; data: unknown }[];
  return items.flatMap((item) => {
    // A plain copy of the data: Astro warns when code reads a field (`slug`) an entry's data lacks.
    const entry = entryOfFile(folder, item.id, { ...(item.data as object) });
    if (typeof entry !== "string") return [entry];
    problems.push(entry);
    return [];
  });
}

const sources = (await Promise.all(collectionNames.map((folder) => entriesIn(folder, folder)))).flat();
const translations = (
  await Promise.all(translatedCollections.map((folder) => entriesIn(folder, translationCollection(folder))))
).flat();
const checked = checkTranslations(sources, translations);
throwProblems([...problems, ...sourceProblems(sources), ...checked.problems]);

export const contentEntries: ContentEntry[] = sortEntries(sources);

/** The translated pages (`<slug>.<lang>.mdx`), kept apart so listings stay in their own language. */
export const translatedEntries: ContentEntry[] = sortEntries(checked.entries);

const bySlug = new Map(contentEntries.map((entry) => [entry.slug, entry]));

export function entriesOf<C extends CollectionName>(collection: C): EntryOf<C>[] {
  return contentEntries.filter((entry): entry is EntryOf<C> => entry.collection === collection);
}

export function entryBySlug(slug: string): ContentEntry | undefined {
  return bySlug.get(slug);
}
