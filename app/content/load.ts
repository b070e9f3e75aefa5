/**
 * Reads the content folder from disk and validates it as the build does: every file's frontmatter
 * against its collection's schema, its slug, and the checks across files (checks.ts). The build
 * reads the same files through its content collections (src/content.config.ts, content/index.ts);
 * this reader is for what runs outside Astro: the unit tests (as `astro:content`,
 * disk-collections.ts), the browser tests and the scripts. A broken file fails with a message that
 * names the file and the field.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import type { ZodType } from "zod";
import { checkTranslations, ContentError, entryOfFile, sourceProblems, throwProblems } from "./checks.ts";
import { collectionNames, translationFile } from "./collections.ts";
import { sortEntries, type ContentEntry } from "./entry.ts";
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

/**
 * The sources (or, with `translations`, the translations) of every collection folder below
 * `contentDir`, each validated against its schema and named as checks.ts names a file's entry.
 */
function readFiles(contentDir: string, label: string, translations: boolean) {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  for (const collection of collectionNames) {
    const dir = join(contentDir, collection);
    if (!existsSync(dir)) continue;
    const schema = (translations ? translationSchemas : schemas)[collection];
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith(".mdx") && translationFile.test(file) === translations)
      .sort()) {
      const data = validFrontmatter(schema, join(dir, name), `${label}/${collection}/${name}`, problems);
      if (data === undefined) continue;
      const entry = entryOfFile(collection, name.slice(0, -".mdx".length), data, label);
      if (typeof entry === "string") problems.push(entry);
      else entries.push(entry);
    }
  }
  return { entries, problems };
}

/**
 * All English content entries below `contentDir` (default: app/content), validated.
 * `label` prefixes file names in messages (default "app/content").
 */
export function loadContent(contentDir = import.meta.dirname, label = "app/content"): ContentEntry[] {
  const { entries, problems } = readFiles(contentDir, label, false);
  throwProblems([...problems, ...sourceProblems(entries, label)]);
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
  const read = readFiles(contentDir, label, true);
  const { entries, problems } = checkTranslations(sources, read.entries, label);
  throwProblems([...read.problems, ...problems]);
  return sortEntries(entries);
}
