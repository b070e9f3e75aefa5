/**
 * `astro:content` for the unit tests (vitest.config.ts), which run outside Astro: each collection
 * of src/content.config.ts read from disk by the content reader (load.ts), with the same ids and
 * front matter, so what imports the content index (content/index.ts) reads the site's own pages.
 */
import { loadContent, loadTranslations } from "./load.ts";
import { translationCollection } from "./translated-collections.ts";

const sources = loadContent();
const translations = loadTranslations(sources);

export function getCollection(collection: string): Promise<{ id: string; data: unknown }[]> {
  return Promise.resolve([
    ...sources
      .filter((entry) => entry.collection === collection)
      .map((entry) => ({ id: entry.slug, data: entry.data })),
    ...translations
      .filter((entry) => translationCollection(entry.collection) === collection)
      .map((entry) => ({ id: `${entry.slug}.${entry.locale}`, data: entry.data })),
  ]);
}
