/**
 * A content file rendered by Astro's MDX (src/content.config.ts): its content component and the
 * `##` headings its table of contents lists.
 */
import { getEntry, render } from "astro:content";
import type { Heading } from "~/content/entry";

export async function renderContent(collection: string, id: string) {
  const item = await getEntry(collection as never, id);
  if (!item) throw new Error(`src/views/content: no entry "${id}" in the content collection "${collection}"`);
  const { Content, headings } = (await render(item)) as {
    Content: (props: { components?: Record<string, unknown> }) => unknown;
    headings: { depth: number; slug: string; text: string }[];
  };
  const sections: Heading[] = headings
    .filter((heading) => heading.depth === 2)
    .map((heading) => ({ id: heading.slug, text: heading.text.trim() }));
  return { Content, headings: sections };
}
