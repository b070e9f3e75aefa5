/**
 * The head of every content page: title, description, canonical, social
 * image and structured data, from the page's own frontmatter
 * (src/views/content/ContentPage.astro).
 */
import type { MetaDescriptor } from "~/content/meta";
import { feedLink } from "~/config/feed";
import { collections } from "~/content/collections";
import { socialImagePath, type ContentEntry } from "~/content/entry";
import { breadcrumbOf } from "~/content/page-entry";
import { buildMeta } from "~/content/meta";
import { articleJsonLd, breadcrumbJsonLd, eventJsonLd } from "~/content/structured-data";

export function contentMeta(entry: ContentEntry): MetaDescriptor[] {
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
