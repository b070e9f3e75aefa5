import { collections, type CollectionName } from "./collections.ts";
import type { FrontmatterOf } from "./schemas";
import type { Locale } from "../config/locales.ts";
import { localizePath } from "../lib/locale.ts";

/** One content page: where it is, its URL and its validated frontmatter. */
export type ContentEntry = {
  [C in CollectionName]: {
    collection: C;
    /** The source page's slug (its English file name), in every language. */
    slug: string;
    /** The page's language: "en" for a source, the translation's for `<slug>.<lang>.mdx`. */
    locale: Locale;
    /** Its route module, relative to app/ ("content/legal/privacy-policy.mdx", "content/legal/privacy-policy.de.mdx"). */
    file: string;
    /** URL path of the page ("/privacy-policy"). */
    path: string;
    data: FrontmatterOf[C];
  };
}[CollectionName];

/** A `##` heading of a content page, as its table of contents and its sources link to it. */
export interface Heading {
  id: string;
  text: string;
}

export type EntryOf<C extends CollectionName> = Extract<ContentEntry, { collection: C }>;

/**
 * A content page from its collection, slug and front matter. A translation (`locale` other than
 * English) lives at its language's prefix, under the `slug` its front matter names, else its
 * source's ("/de/impressum", "/de/oktoberfest").
 */
export function makeEntry(
  collection: CollectionName,
  slug: string,
  data: unknown,
  locale: Locale = "en",
): ContentEntry {
  const ownSlug = locale === "en" ? slug : ((data as { slug?: string }).slug ?? slug);
  return {
    collection,
    slug,
    locale,
    file: `content/${collection}/${slug}${locale === "en" ? "" : `.${locale}`}.mdx`,
    path: localizePath(collections[collection].path(ownSlug), locale),
    data,
  } as ContentEntry;
}

/** Every path a page is served at: its own, then its aliases. */
export function pathsOf(entry: ContentEntry): string[] {
  return [entry.path, ...(entry.collection === "blog" ? (entry.data.aliases ?? []) : [])];
}

/** Stable order: by collection as declared, then by slug. */
export function sortEntries(entries: ContentEntry[]): ContentEntry[] {
  const order = Object.keys(collections);
  return [...entries].sort(
    (a, b) => order.indexOf(a.collection) - order.indexOf(b.collection) || a.slug.localeCompare(b.slug),
  );
}

/** The routes of content pages: one per path a page is served at (its own first, then aliases). */
export function contentRoutes(entries: ContentEntry[]): { path: string; file: string; id: string }[] {
  return entries.flatMap((entry) =>
    pathsOf(entry).map((path, i) => ({ path, file: entry.file, id: i === 0 ? entry.file : `${entry.file}@${path}` })),
  );
}

/** Where the build puts a page's generated link-preview image (content/social-images.ts). */
export function socialImagePath(entry: ContentEntry): string {
  // A translation has its own card, in its own language (its title, eyebrow and tagline).
  const language = entry.locale === "en" ? "" : `${entry.locale}/`;
  return `/social/${language}${entry.collection}/${entry.slug}.png`;
}

/** Where the build puts the calendar file of a page's next edition (content/calendar.ts): pages with a countdown. */
export function calendarPath(entry: ContentEntry): string | null {
  return entry.collection !== "legal" && entry.data.event && entry.data.countdown
    ? `/calendar/${entry.slug}.ics`
    : null;
}
