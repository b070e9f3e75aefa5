import type { CollectionName } from "./collections";
import { makeEntry, type ContentEntry } from "./entry";

/**
 * The entry of the content page a route match renders: its collection and
 * slug from the route id (its file, content/<collection>/<slug>.mdx), its
 * whole frontmatter from the route handle (content/rehype-export-headings.ts).
 */
export function pageEntry(match: { id: string; handle?: unknown } | undefined): ContentEntry | null {
  const file = /^content\/([a-z]+)\/([a-z0-9-]+)\.mdx/.exec(match?.id ?? "");
  const frontmatter = (match?.handle as { frontmatter?: unknown } | undefined)?.frontmatter;
  if (!file || !frontmatter) return null;
  return makeEntry(file[1] as CollectionName, file[2]!, frontmatter);
}
