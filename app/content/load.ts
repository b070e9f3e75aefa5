/**
 * Reads the content folder from disk and validates it: every file's
 * frontmatter against its collection's schema, its slug, and its related
 * slugs against the whole index. The content index (vite-plugin.ts) calls it,
 * so a broken content file fails `npm run build` (and the dev server) with a
 * message that names the file and the field.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import type { ZodType } from "zod";
import { collectionNames, slugPattern, type CollectionName } from "./collections.ts";
import { makeEntry, pathsOf, sortEntries, type ContentEntry } from "./entry.ts";
import { shopListSchema } from "./data/shop-schema.ts";
import { schemas, translationSchemas } from "./schemas.ts";
import { locales, type Locale } from "../config/locales.ts";

export class ContentError extends Error {
  override name = "ContentError";
}

const frontmatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

function readFrontmatter(file: string, label: string): unknown {
  const text = readFileSync(file, "utf8");
  const block = frontmatterBlock.exec(text);
  if (!block) throw new ContentError(`${label}: no frontmatter (a --- block at the top of the file)`);
  try {
    return parseYaml(block[1] ?? "");
  } catch (error) {
    throw new ContentError(`${label}: the frontmatter is not valid YAML: ${(error as Error).message}`);
  }
}

/** A file's frontmatter checked against `schema`, or undefined with each problem named by file and field. */
function validFrontmatter(schema: ZodType, file: string, label: string, problems: string[]): unknown {
  const result = schema.safeParse(readFrontmatter(file, label));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "(frontmatter)";
    problems.push(`${label}: frontmatter field "${field}" ${issue.message}`);
  }
  return undefined;
}

/**
 * All content entries below `contentDir` (default: app/content), validated.
 * `label` prefixes file names in messages (default "app/content").
 */
export function loadContent(
  contentDir = fileURLToPath(new URL(".", import.meta.url)),
  label = "app/content",
): ContentEntry[] {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];

  for (const collection of collectionNames) {
    const dir = join(contentDir, collection);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      // Translations (`<slug>.<lang>.mdx`) sit beside their source: loadTranslations reads them.
      .filter((file) => file.endsWith(".mdx") && !/\.[a-z]{2}\.mdx$/.test(file))
      .sort()) {
      const slug = name.slice(0, -".mdx".length);
      const fileLabel = `${label}/${collection}/${name}`;
      if (!slugPattern.test(slug)) {
        problems.push(`${fileLabel}: the file name (the page's slug) must be kebab-case, like "ski-trip-planning.mdx"`);
        continue;
      }
      try {
        const data = validFrontmatter(schemas[collection as CollectionName], join(dir, name), fileLabel, problems);
        if (data === undefined) continue;
        entries.push(makeEntry(collection, slug, data));
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }

  // A path is served by one page only; related slugs name pages that exist.
  const byPath = new Map<string, string>();
  const slugs = new Set(entries.map((entry) => entry.slug));
  for (const entry of entries) {
    const fileLabel = `${label}/${entry.file.replace(/^content\//, "")}`;
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

  if (problems.length) throw new ContentError(`Content errors:\n  ${problems.join("\n  ")}`);
  return sortEntries(entries);
}

const translationFile = /^([a-z0-9-]+)\.([a-z]{2})\.mdx$/;

/** The slugs of a collection folder's pages in `lang` (translations and originals). */
function pagesInLanguage(dir: string, lang: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const match = translationFile.exec(name);
    return match && match[2] === lang ? [match[1]!] : [];
  });
}

/**
 * The translations beside their sources (`<collection>/<slug>.<lang>.mdx`), validated against
 * their collection's schema plus `sourceRevised` and an optional `slug`
 * (content/schemas.ts, translationSchemas). `sources` is the validated index of
 * loadContent(): a translation without a source, in an unknown language or at a
 * path already taken fails the build, naming the file. A translation whose source
 * has moved on (`sourceRevised` older than the source's `revised`) still builds;
 * the unit test content/translations.test.ts fails on it, so it never goes
 * unnoticed.
 */
export function loadTranslations(
  sources: ContentEntry[] = loadContent(),
  contentDir = fileURLToPath(new URL(".", import.meta.url)),
  label = "app/content",
): ContentEntry[] {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  const taken = new Map(sources.flatMap((entry) => pathsOf(entry).map((path) => [path, entry.file] as const)));

  for (const collection of collectionNames) {
    const dir = join(contentDir, collection);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const match = translationFile.exec(name);
      if (!match) continue;
      const [, slug, lang] = match as unknown as [string, string, string];
      const fileLabel = `${label}/${collection}/${name}`;
      if (lang === "en" || !(locales as readonly string[]).includes(lang)) {
        problems.push(
          `${fileLabel}: "${lang}" is not one of the site's other languages (${locales.slice(1).join(", ")})`,
        );
        continue;
      }
      const hasSource = sources.some((entry) => entry.collection === collection && entry.slug === slug);
      try {
        const data = validFrontmatter(
          translationSchemas[collection as CollectionName],
          join(dir, name),
          fileLabel,
          problems,
        );
        if (data === undefined) continue;
        const original = (data as { original?: true }).original === true;
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
        const entry = makeEntry(collection, slug, data, lang as Locale);
        if ("related" in entry.data) {
          entry.data.related.forEach((related, index) => {
            if (!sources.some((source) => source.slug === related) && !pagesInLanguage(dir, lang).includes(related))
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
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }

  if (problems.length) throw new ContentError(`Content errors:\n  ${problems.join("\n  ")}`);
  return sortEntries(entries);
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
  throw new ContentError(`Shop data errors:\n  ${problems.join("\n  ")}`);
}
