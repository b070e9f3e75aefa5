/**
 * Reads the content folder from disk and validates it as the build does: every file's frontmatter
 * against its collection's schema, its slug, and the checks across files (checks.ts). The build
 * reads the same files through its content collections (src/content.config.ts, content/index.ts);
 * this reader is for what runs outside Astro: the unit and browser tests, the scripts, and the
 * build's calendar files and link-preview images. A broken file fails with a message that names
 * the file and the field.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import type { ZodType } from "zod";
import {
  checkTranslations,
  ContentError,
  slugProblem,
  sourceProblems,
  throwProblems,
  translationLocale,
} from "./checks.ts";
import { collectionNames, type CollectionName } from "./collections.ts";
import { makeEntry, sortEntries, type ContentEntry } from "./entry.ts";
import { schemas, translationSchemas } from "./schemas.ts";

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
  let frontmatter: unknown;
  try {
    frontmatter = readFrontmatter(file, label);
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
  const result = schema.safeParse(frontmatter);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "(frontmatter)";
    problems.push(`${label}: frontmatter field "${field}" ${issue.message}`);
  }
  return undefined;
}

const translationFile = /^([a-z0-9-]+)\.([a-z]{2})\.mdx$/;

/**
 * All English content entries below `contentDir` (default: app/content), validated.
 * `label` prefixes file names in messages (default "app/content").
 */
export function loadContent(contentDir = import.meta.dirname, label = "app/content"): ContentEntry[] {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  for (const collection of collectionNames) {
    const dir = join(contentDir, collection);
    if (!existsSync(dir)) continue;
    // Translations (`<slug>.<lang>.mdx`) sit beside their source: loadTranslations reads them.
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith(".mdx") && !/\.[a-z]{2}\.mdx$/.test(file))
      .sort()) {
      const slug = name.slice(0, -".mdx".length);
      const fileLabel = `${label}/${collection}/${name}`;
      const badSlug = slugProblem(slug, fileLabel);
      if (badSlug) {
        problems.push(badSlug);
        continue;
      }
      const data = validFrontmatter(schemas[collection as CollectionName], join(dir, name), fileLabel, problems);
      if (data !== undefined) entries.push(makeEntry(collection, slug, data));
    }
  }
  problems.push(...sourceProblems(entries, label));
  throwProblems(problems);
  return sortEntries(entries);
}

/**
 * The translations beside their sources (`<collection>/<slug>.<lang>.mdx`), validated against
 * their collection's schema plus `sourceRevised` and an optional `slug`
 * (content/schemas.ts, translationSchemas), and against `sources`, the validated index of
 * loadContent() (checks.ts: a translation without a source, in an unknown language or at a
 * path already taken fails, naming the file). A translation whose source
 * has moved on (`sourceRevised` older than the source's `revised`) still builds;
 * the unit test content/translations.test.ts fails on it, so it never goes
 * unnoticed.
 */
export function loadTranslations(
  sources: ContentEntry[] = loadContent(),
  contentDir = import.meta.dirname,
  label = "app/content",
): ContentEntry[] {
  const read: ContentEntry[] = [];
  const problems: string[] = [];
  for (const collection of collectionNames) {
    const dir = join(contentDir, collection);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const match = translationFile.exec(name);
      if (!match) continue;
      const [, slug, lang] = match as unknown as [string, string, string];
      const fileLabel = `${label}/${collection}/${name}`;
      const language = translationLocale(lang, fileLabel);
      if ("problem" in language) {
        problems.push(language.problem);
        continue;
      }
      const data = validFrontmatter(translationSchemas[collection], join(dir, name), fileLabel, problems);
      if (data !== undefined) read.push(makeEntry(collection, slug, data, language.locale));
    }
  }
  const { entries, problems: across } = checkTranslations(sources, read, label);
  throwProblems([...problems, ...across]);
  return sortEntries(entries);
}
