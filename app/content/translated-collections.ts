/**
 * The collections with pages in another language (`<slug>.<lang>.mdx` beside their sources): each
 * has a collection of its translations (src/content.config.ts), which the content index reads
 * (content/index.ts). A folder without one has none, since Astro warns of an empty collection.
 * Relative to the project's root, as the collections' loaders are.
 */
import { readdirSync } from "node:fs";
import { collectionNames, translationFile, type CollectionName } from "./collections.ts";

/** The collection of a folder's translations: "guidesTranslations". */
export const translationCollection = (collection: CollectionName) => `${collection}Translations`;

export const translatedCollections: CollectionName[] = collectionNames.filter((collection) =>
  readdirSync(`app/content/${collection}`).some((file) => translationFile.test(file)),
);
