import { counterpartOf, noindexPaths, versionsOf } from "~/content/page-index";
import { localeInfo, locales, type Locale } from "~/config/locales";
import { localeOfPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { snippet } from "~/config/constants";
import { absoluteUrl, siteConfig } from "~/config/site";

/** One tag of a page's head: a title, a meta tag, a link or structured data (Head.astro writes them). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; [attribute: string]: string }
  | { "script:ld+json": unknown }
  | { [key: string]: unknown };

/** What a page's metadata is worked out from: the path it is served at (its language with it). */
export interface MetaArgs {
  location: { pathname: string };
}

/** A page module's `meta`: the tags of its head, from the path it is served at. */
export type MetaFunction = (args: MetaArgs) => MetaDescriptor[];

/** A resource the page's head preloads (a page module's `links`). */
export interface LinkDescriptor {
  rel: "preload";
  href: string;
  as: string;
  type?: string;
  media?: string;
  fetchPriority?: "high" | "low" | "auto";
}

/** A page module's `links`. */
export type LinksFunction = () => LinkDescriptor[];

/**
 * The page's language versions as `<link rel="alternate" hreflang>`: every version, itself
 * included, and x-default (the English page), with absolute URLs (shared/i18n.md, "Head of every
 * page that has a counterpart"). A page in one language only gets none.
 */
export function alternateLinks(path: string): MetaDescriptor[] {
  const versions = versionsOf(path);
  if (!versions) return [];
  return [
    ...locales.flatMap((locale) => {
      const href = versions[locale];
      return href
        ? [{ tagName: "link", rel: "alternate", hrefLang: localeInfo[locale].tag, href: absoluteUrl(href) }]
        : [];
    }),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(versions.en) },
  ];
}

/** Sets `inLanguage` of structured data that has one to the page's language. */
function inPageLanguage(data: object, tag: string): object {
  return "inLanguage" in data ? { ...data, inLanguage: tag } : data;
}

export interface PageMeta {
  /**
   * Page title without the brand; the helper appends " | " and the product's
   * name when the whole stays within the snippet limit (60 characters).
   */
  title: string;
  description: string;
  /**
   * Path of the page, e.g. "/contact": the English page's path. With `locale`, the page is that
   * language's version of it (its path from the page index, content/page-index.ts).
   */
  path: string;
  /** The page's language (lib/locale.ts, from the route's `location.pathname`); English by default. */
  locale?: Locale;
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
  /**
   * The page answers at addresses not its own (the not-found page, at every unknown one): it names
   * no canonical and no og:url, since its `path` answers 404 too.
   */
  addressless?: boolean;
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
export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const meta = page.locale ? { ...page, path: counterpartOf(page.path, page.locale) ?? page.path } : page;
  const title = pageTitle(meta);
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? defaultSocialImage);
  const locale = localeOfPath(meta.path);
  const imageAlt = meta.imageAlt ?? m.meta_image_alt({ name: siteConfig.name }, { locale });
  const versions = versionsOf(meta.path);

  const descriptors: (MetaDescriptor | false)[] = [
    { title },
    { name: "description", content: meta.description },
    // The canonical is always the page itself, in its own language (never /de/x -> /x).
    !meta.addressless && { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(meta.path),
    (meta.noindex ?? noindexPaths.includes(meta.path)) && { name: "robots", content: "noindex, follow" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale && versions?.[other])
      .map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    !meta.addressless && { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(meta.jsonLd ?? []).map((data) => ({ "script:ld+json": inPageLanguage(data, localeInfo[locale].tag) })),
    ...(meta.extra ?? []),
  ];

  return descriptors.filter((descriptor): descriptor is MetaDescriptor => {
    if (descriptor === false) return false;
    // Drop tags whose value is empty rather than emitting content="".
    if ("content" in descriptor) return typeof descriptor.content === "string" && descriptor.content !== "";
    return true;
  });
}
