/**
 * The checks across content files, which no one file's schema can make: each path served by one
 * page, related slugs that name pages, a countdown that starts after its page's revision, a
 * translation that has its English source (or says it is an original). The content index runs them
 * on the collections at build time (content/index.ts), the disk reader on the files (content/load.ts).
 * Each problem names the file and the field.
 */
import { slugPattern, type CollectionName } from "./collections.ts";
import { shopListSchema } from "./data/shop-schema.ts";
import { makeEntry, pathsOf, type ContentEntry } from "./entry.ts";
import { locales, type Locale } from "../config/locales.ts";

export class ContentError extends Error {
  override name = "ContentError";
}

/** Throws one ContentError listing every problem, if there are any. */
export function throwProblems(problems: string[], heading = "Content errors"): void {
  if (problems.length) throw new ContentError(`${heading}:\n  ${problems.join("\n  ")}`);
}

/** A content file's name as its messages give it: "app/content/guides/oktoberfest.de.mdx". */
const labelOf = (entry: ContentEntry, label: string) => `${label}/${entry.file.replace(/^content\//, "")}`;

/**
 * A content file as an entry, from its collection, its name without `.mdx` (`id`: "oktoberfest",
 * or "oktoberfest.de" for a translation) and its validated front matter; or, as a string, what is
 * wrong with its name: a slug that is not kebab-case, a language the site does not have.
 */
export function entryOfFile(
  collection: CollectionName,
  id: string,
  data: unknown,
  label = "app/content",
): ContentEntry | string {
  const fileLabel = `${label}/${collection}/${id}.mdx`;
  const [slug = "", lang] = id.split(".");
  if (!slugPattern.test(slug))
    return `${fileLabel}: the file name (the page's slug) must be kebab-case, like "ski-trip-planning.mdx"`;
  if (lang === undefined) return makeEntry(collection, slug, data);
  if (lang === "en" || !(locales as readonly string[]).includes(lang))
    return `${fileLabel}: "${lang}" is not one of the site's other languages (${locales.slice(1).join(", ")})`;
  return makeEntry(collection, slug, data, lang as Locale);
}

/** The problems of the English sources, as one index. */
export function sourceProblems(sources: ContentEntry[], label = "app/content"): string[] {
  const problems: string[] = [];
  const byPath = new Map<string, string>();
  const slugs = new Set(sources.map((entry) => entry.slug));
  for (const entry of sources) {
    const fileLabel = labelOf(entry, label);
    for (const path of pathsOf(entry)) {
      const other = byPath.get(path);
      if (other) problems.push(`${fileLabel}: the path ${path} is already served by ${other}`);
      byPath.set(path, fileLabel);
    }
    if ("related" in entry.data) {
      entry.data.related.forEach((slug, index) => {
        if (!slugs.has(slug))
          problems.push(`${fileLabel}: frontmatter field "related.${index}" names "${slug}", which is no content page`);
        if (slug === entry.slug)
          problems.push(`${fileLabel}: frontmatter field "related.${index}" names the page itself`);
      });
    }
    if (entry.data.revised < entry.data.published) {
      problems.push(`${fileLabel}: frontmatter field "revised" is earlier than "published"`);
    }
    // A countdown frozen at zero is never shown (decisions.md, "Event pages plan the next edition"):
    // the prerendered page counts from its revision date, so the start must come after it.
    if (entry.collection !== "legal" && entry.data.countdown && entry.data.event) {
      const { startDate } = entry.data.event;
      if (startDate <= entry.data.revised)
        problems.push(
          `${fileLabel}: frontmatter field "event.startDate" (${startDate}) is not after "revised" (${entry.data.revised}), so its countdown would stand at zero: the page must name the next edition, with the dates its organizer has published (or, while none are published, have no "event" and no "countdown")`,
        );
    }
  }
  return problems;
}

/**
 * The translations that fit the sources (`sources`, checked by sourceProblems), and the problems of
 * the others: a translation without a source that is no original, an original with a source, a
 * related slug that names no page, a path already taken.
 */
export function checkTranslations(
  sources: ContentEntry[],
  translations: ContentEntry[],
  label = "app/content",
): { entries: ContentEntry[]; problems: string[] } {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  const taken = new Map(sources.flatMap((entry) => pathsOf(entry).map((path) => [path, entry.file] as const)));
  for (const entry of translations) {
    const fileLabel = labelOf(entry, label);
    const { collection, slug } = entry;
    const hasSource = sources.some((source) => source.collection === collection && source.slug === slug);
    const original = (entry.data as { original?: true }).original === true;
    if (!hasSource && !original) {
      problems.push(
        `${fileLabel}: there is no ${collection}/${slug}.mdx for it to translate (a page written in its language first says \`original: true\`)`,
      );
      continue;
    }
    if (hasSource && original) {
      problems.push(`${fileLabel}: ${collection}/${slug}.mdx is its English source, so it is no original`);
      continue;
    }
    if ("related" in entry.data) {
      const inLanguage = translations.filter(
        (other) => other.collection === collection && other.locale === entry.locale,
      );
      entry.data.related.forEach((related, index) => {
        if (!sources.some((source) => source.slug === related) && !inLanguage.some((page) => page.slug === related))
          problems.push(
            `${fileLabel}: frontmatter field "related.${index}" names "${related}", which is no content page`,
          );
      });
    }
    const other = taken.get(entry.path);
    if (other) {
      problems.push(`${fileLabel}: the path ${entry.path} is already served by ${other}`);
      continue;
    }
    taken.set(entry.path, entry.file);
    entries.push(entry);
  }
  return { entries, problems };
}

/**
 * The Munich shop list (content/data/munich-shops.ts), validated like
 * frontmatter: a shop with a rating outside 4.2-4.8, an unknown type or
 * price tier, or a website that is not https fails the build, naming the
 * shop and the field.
 */
export function checkShopList(shops: unknown, label = "app/content/data/munich-shops.ts"): void {
  const result = shopListSchema.safeParse(shops);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => {
    const [index, ...field] = issue.path;
    const name = typeof index === "number" ? (shops as { name?: unknown }[])[index]?.name : undefined;
    const where =
      typeof index === "number" ? `shop ${index + 1}${typeof name === "string" ? ` (${name})` : ""}` : "the list";
    return `${label}: ${where}${field.length ? `, field "${field.join(".")}"` : ""} ${issue.message}`;
  });
  throwProblems(problems, "Shop data errors");
}
