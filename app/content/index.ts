/**
 * The content index: every content page (legal pages, guides, blog articles, their translations)
 * with its validated front matter, read from the content collections (src/content.config.ts), the
 * same entries the pages render from (src/content-pages.ts). What lists content reads it at build
 * time: home's tiles, the blog index, related pages, the 404 page, the page index, the sitemap, the
 * feed. The checks across files (checks.ts) run here, so a broken page fails the build, naming the
 * file and the field. No browser script imports it.
 */
import { getCollection } from "astro:content";
import { checkTranslations, slugProblem, sourceProblems, throwProblems, translationLocale } from "./checks";
import { collectionNames, type CollectionName } from "./collections";
import { makeEntry, sortEntries, type ContentEntry, type EntryOf } from "./entry";
import { translatedCollections, translationCollection } from "./translated-collections";

async function itemsOf(collection: string): Promise<{ id: string; data: unknown }[]> {
  return (await getCollection(collection as never)) as { id: string; data: unknown }[];
}

const problems: string[] = [];
// A plain copy of the data: Astro warns when code reads a field (`slug`) an entry's data lacks.
const sources = (
  await Promise.all(
    collectionNames.map(async (collection) =>
      (await itemsOf(collection)).flatMap((item) => {
        const problem = slugProblem(item.id, `app/content/${collection}/${item.id}.mdx`);
        if (problem) problems.push(problem);
        return problem ? [] : [makeEntry(collection, item.id, { ...(item.data as object) })];
      }),
    ),
  )
).flat();
problems.push(...sourceProblems(sources));
const translations = (
  await Promise.all(
    translatedCollections.map(async (collection) =>
      (await itemsOf(translationCollection(collection))).flatMap((item) => {
        const [slug = "", lang = ""] = item.id.split(".");
        const label = `app/content/${collection}/${item.id}.mdx`;
        const language = translationLocale(lang, label);
        const problem = "problem" in language ? language.problem : slugProblem(slug, label);
        if (problem) problems.push(problem);
        if (problem || "problem" in language) return [];
        return [makeEntry(collection, slug, { ...(item.data as object) }, language.locale)];
      }),
    ),
  )
).flat();
const checked = checkTranslations(sources, translations);
throwProblems([...problems, ...checked.problems]);

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
