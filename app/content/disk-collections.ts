/**
 * `astro:content` for the unit tests (vitest.config.ts), which run outside Astro: each collection
 * of src/content.config.ts read from disk by the content reader (load.ts), with the same ids and
 * front matter, so what imports the content index (content/index.ts) reads the site's own pages.
 */
import { loadContent, loadTranslations } from "./load.ts";
import { collectionPlaceOf } from "./translated-collections.ts";

const sources = loadContent();
const entries = [...sources, ...loadTranslations(sources)];

export function getCollection(collection: string): Promise<{ id: string; data: unknown }[]> {
  return Promise.resolve(
    entries.flatMap((entry) => {
      const place = collectionPlaceOf(entry);
      return place.collection === collection ? [{ id: place.id, data: entry.data }] : [];
    }),
  );
}
