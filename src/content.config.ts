/**
 * The content collections: the MDX files of app/content (legal pages, guides, blog articles), each
 * validated by its collection's schema (app/content/schemas.ts). A page in another language
 * (`<slug>.<lang>.mdx`) sits beside its source and has a schema of its own (`sourceRevised`, an
 * optional `slug`), so it is a collection of its own. The checks across files (related slugs,
 * paths served twice, a countdown after the revision date) run where the content index reads the
 * collections (app/content/index.ts).
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { collectionNames, type CollectionName } from "../app/content/collections";
import { schemas, translationSchemas } from "../app/content/schemas";
import { translatedCollections, translationCollection } from "../app/content/translated-collections";

/**
 * An entry's id is its file name without `.mdx` ("oktoberfest", "oktoberfest.de"): never the
 * front matter's `slug`, which only names a translation's path (the glob loader's default takes it).
 */
const generateId = ({ entry }: { entry: string }) => entry.replace(/\.mdx$/, "");

function sources(collection: CollectionName) {
  return defineCollection({
    loader: glob({ base: `./app/content/${collection}`, pattern: ["*.mdx", "!*.*.mdx"], generateId }),
    schema: schemas[collection],
  });
}

function translations(collection: CollectionName) {
  return defineCollection({
    loader: glob({ base: `./app/content/${collection}`, pattern: "*.*.mdx", generateId }),
    schema: translationSchemas[collection],
  });
}

/** `legal`, `guides`, `blog`, and their translations where there are any: `legalTranslations` … */
export const collections = Object.fromEntries(
  collectionNames.flatMap((name) => [
    [name, sources(name)],
    ...(translatedCollections.includes(name) ? [[translationCollection(name), translations(name)]] : []),
  ]),
);
