/**
 * The collections with pages in another language (`<slug>.<lang>.mdx` beside their sources): each
 * has a collection of its translations (src/content.config.ts), which the content index reads
 * (content/index.ts). A folder without one has none, since Astro warns of an empty collection.
 * Relative to the project's root, as the collections' loaders are.
 */
import { readdirSync } from "node:fs";
import { collectionNames, translationFile, type CollectionName } from "./collections.ts";
import type { ContentEntry } from "./entry.ts";

/** The collection of a folder's translations: "guidesTranslations". */
export const translationCollection = (collection: CollectionName) => `${collection}Translations`;

/**
 * Where an entry sits among the collections: its collection, and its id there, the file name
 * without `.mdx` ("oktoberfest", or "oktoberfest.de" in "guidesTranslations"). The reverse of
 * checks.ts, entryOfFile.
 */
export function collectionPlaceOf(entry: ContentEntry): { collection: string; id: string } {
  return entry.locale === "en"
    ? { collection: entry.collection, id: entry.slug }
    : { collection: translationCollection(entry.collection), id: `${entry.slug}.${entry.locale}` };
}

export const translatedCollections: CollectionName[] = collectionNames.filter((collection) =>
  readdirSync(`app/content/${collection}`).some((file) => translationFile.test(file)),
);
