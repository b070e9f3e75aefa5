/**
 * `astro:content` for the unit tests (vitest.config.ts), which run outside Astro: each collection
 * of src/content.config.ts read from disk by the content reader (load.ts), with the same ids and
 * front matter, so what imports the content index (content/index.ts) reads the site's own pages.
 */
import { collectionNames, type CollectionName } from "./collections.ts";
import { loadContent, loadTranslations } from "./load.ts";
import { translatedCollections, translationCollection } from "./translated-collections.ts";

const sources = loadContent();
const translations = loadTranslations(sources);

export function getCollection(collection: string): Promise<{ id: string; data: unknown }[]> {
  const source = collectionNames.find((name) => name === collection);
  const translated = translatedCollections.find((name) => translationCollection(name) === collection);
  const of = (name: CollectionName | undefined, entries: typeof sources) =>
    entries.filter((entry) => entry.collection === name);
  return Promise.resolve([
    ...of(source, sources).map((entry) => ({ id: entry.slug, data: entry.data })),
    ...of(translated, translations).map((entry) => ({ id: `${entry.slug}.${entry.locale}`, data: entry.data })),
  ]);
}
