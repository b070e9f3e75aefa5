/**
 * The head of every content page: title, description, canonical, social
 * image and structured data, from the page's own frontmatter.
 *
 * Each content file exports this as its route `meta` (added by
 * content/remark-auto-import.ts). It has to be the page's own export: React
 * Router hands a layout's meta function only the matches down to the layout,
 * so a layout cannot read the page's handle there.
 */
import type { MetaDescriptor } from "~/lib/meta";
import { feedLink } from "~/config/feed";
import { collections } from "~/content/collections";
import { socialImagePath } from "~/content/entry";
import { breadcrumbOf, pageEntry } from "~/content/page-entry";
import { buildMeta } from "~/lib/meta";
import { articleJsonLd, breadcrumbJsonLd, eventJsonLd } from "~/lib/structured-data";

export function meta({ matches }: { matches: { id: string; handle?: unknown }[] }): MetaDescriptor[] {
  const entry = pageEntry(matches.at(-1));
  if (!entry) return [];
  const image = entry.data.image ?? socialImagePath(entry);
  const jsonLd: object[] = [breadcrumbJsonLd(breadcrumbOf(entry))];
  if (entry.collection !== "legal") {
    jsonLd.push(
      articleJsonLd({
        title: entry.data.title,
        description: entry.data.description,
        path: entry.path,
        image,
        published: entry.data.published,
        revised: entry.data.revised,
        type: entry.collection === "blog" ? "BlogPosting" : "Article",
      }),
    );
  }
  if (entry.collection !== "legal" && entry.data.event) {
    jsonLd.push(eventJsonLd({ ...entry.data.event, description: entry.data.description, image }));
  }
  return buildMeta({
    title: entry.data.title,
    description: entry.data.description,
    path: entry.path,
    image,
    type: collections[entry.collection].ogType,
    jsonLd,
    extra: entry.collection === "blog" ? [feedLink] : [],
  });
}
