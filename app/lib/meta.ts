import type { MetaDescriptor } from "react-router";
import { staticPages } from "~/config/pages";
import { snippet } from "~/config/constants";
import { absoluteUrl, siteConfig } from "~/config/site";

function isNoindexPath(path: string): boolean {
  return staticPages.some((page) => page.path === path && !page.indexable);
}

export interface PageMeta {
  /**
   * Page title without the brand; the helper appends " | " and the product's
   * name when the whole stays within the snippet limit (60 characters).
   */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/contact". */
  path: string;
  /** Use the title as it is, without the brand suffix (the home page). */
  absoluteTitle?: boolean;
  /** Social preview image, a path or an absolute URL. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /**
   * Keep the page out of search results. Defaults to what config/pages.ts says
   * of the path, so the sitemap and the robots tag cannot disagree.
   */
  noindex?: boolean;
  /** Structured data objects, each rendered as one JSON-LD script. */
  jsonLd?: object[];
  /** Extra descriptors, e.g. the iOS Smart App Banner. */
  extra?: MetaDescriptor[];
}

export const defaultSocialImage = "/social/wayfellow-share.png";

/**
 * The document title: the page's title, branded when the brand still fits
 * within the snippet limit (60 characters); a long title keeps its own words instead.
 */
export function pageTitle(meta: Pick<PageMeta, "title" | "absoluteTitle">): string {
  const branded = `${meta.title} | ${siteConfig.name}`;
  return meta.absoluteTitle || branded.length > snippet.maxTitleLength ? meta.title : branded;
}

/** Builds the head of a route: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function buildMeta(meta: PageMeta): MetaDescriptor[] {
  const title = pageTitle(meta);
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? defaultSocialImage);
  const imageAlt = meta.imageAlt ?? `${siteConfig.name}: plan group trips together`;

  const descriptors: (MetaDescriptor | false)[] = [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    (meta.noindex ?? isNoindexPath(meta.path)) && { name: "robots", content: "noindex, follow" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(meta.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
    ...(meta.extra ?? []),
  ];

  return descriptors.filter((descriptor): descriptor is MetaDescriptor => {
    if (descriptor === false) return false;
    // Drop tags whose value is empty rather than emitting content="".
    if ("content" in descriptor) return typeof descriptor.content === "string" && descriptor.content !== "";
    return true;
  });
}
