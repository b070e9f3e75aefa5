/**
 * The content pages (app/content: legal pages, guides, blog articles, and their translations), as
 * the catch-all page (src/pages/[...path].astro) prerenders them: one path each (an article's
 * aliases too), with the content entry its view renders (src/views/content.astro).
 */
import { getCollection } from "astro:content";
import { collectionNames, type CollectionName } from "~/content/collections";
import { munichShops } from "~/content/data/munich-shops";
import { makeEntry, pathsOf, type ContentEntry } from "~/content/entry";
import { contentEntries, translatedEntries } from "~/content";
import { checkShopList } from "~/content/load";
import type { Locale } from "~/config/locales";

export interface ContentPageProps {
  kind: "content";
  /** The content collection (src/content.config.ts) the page's file is in: "guides", "guidesTranslations" … */
  collection: string;
  /** The entry's id there: its file name without `.mdx` ("oktoberfest", "oktoberfest.de"). */
  id: string;
  /** The page: its collection, slug, language, canonical path and front matter. */
  entry: ContentEntry;
}

/** A collection entry's language, from its id ("oktoberfest.de"); a source is English. */
export function localeOfId(id: string): Locale {
  return (/\.([a-z]{2})$/.exec(id)?.[1] ?? "en") as Locale;
}

export async function contentPaths(): Promise<{ params: { path: string }; props: ContentPageProps }[]> {
  // The shop data, validated like front matter: a broken shop fails the build, naming the field.
  checkShopList(munichShops);

  // The sources' collections, and the translations' where there are any (src/content.config.ts).
  const kinds = collectionNames.flatMap((name) => [
    { name, collection: name as string },
    ...(translatedEntries.some((entry) => entry.collection === name)
      ? [{ name, collection: `${name}Translations` }]
      : []),
  ]);
  const lists = await Promise.all(
    kinds.map(async ({ name, collection }) => {
      const items = (await getCollection(collection as never)) as { id: string; data: unknown }[];
      return items.map((item) => {
        const locale = localeOfId(item.id);
        const slug = locale === "en" ? item.id : item.id.slice(0, -`.${locale}`.length);
        // A plain copy: Astro warns when code reads a field (`slug`) an entry's data lacks.
        const entry = makeEntry(name as CollectionName, slug, { ...(item.data as object) }, locale);
        return { collection, id: item.id, entry };
      });
    }),
  );
  // The checks across files (related slugs exist, no path served twice, countdowns after the
  // revision date) ran where the content index is built (virtual:content-index, load.ts): the
  // collections and the index must list the same pages.
  const pages = lists.flat();
  const indexed = [...contentEntries, ...translatedEntries].map((entry) => entry.file).sort();
  const collected = pages.map(({ entry }) => entry.file).sort();
  if (indexed.join() !== collected.join())
    throw new Error(
      `src/content-pages.ts: the content collections (${collected.join(", ")}) and the content index (${indexed.join(", ")}) differ`,
    );
  return pages.flatMap(({ collection, id, entry }) =>
    pathsOf(entry).map((path) => ({
      params: { path: path.slice(1) },
      props: { kind: "content" as const, collection, id, entry },
    })),
  );
}
