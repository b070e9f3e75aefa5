/**
 * The content pages (app/content: legal pages, guides, blog articles, and their translations), as
 * the catch-all page (src/pages/[...path].astro) prerenders them: one path each (an article's
 * aliases too), with the content entry its view renders (src/views/content.astro).
 */
import { munichShops } from "~/content/data/munich-shops";
import { checkShopList } from "~/content/checks";
import { pathsOf, type ContentEntry } from "~/content/entry";
import { contentEntries, translatedEntries } from "~/content";
import { collectionPlaceOf } from "~/content/translated-collections";

export interface ContentPageProps {
  kind: "content";
  /** The content collection (src/content.config.ts) the page's file is in: "guides", "guidesTranslations" … */
  collection: string;
  /** The entry's id there: its file name without `.mdx` ("oktoberfest", "oktoberfest.de"). */
  id: string;
  /** The page: its collection, slug, language, canonical path and front matter. */
  entry: ContentEntry;
}

export function contentPaths(): { params: { path: string }; props: ContentPageProps }[] {
  // The shop data, validated like front matter: a broken shop fails the build, naming the field.
  checkShopList(munichShops);
  return [...contentEntries, ...translatedEntries].flatMap((entry) => {
    const { collection, id } = collectionPlaceOf(entry);
    return pathsOf(entry).map((path) => ({
      params: { path: path.slice(1) },
      props: { kind: "content" as const, collection, id, entry },
    }));
  });
}
