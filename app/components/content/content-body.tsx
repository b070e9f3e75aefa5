import { MDXProvider } from "@mdx-js/react";
import type { ReactNode } from "react";
import { Outlet, useMatches } from "react-router";
import { mdxComponents } from "~/components/content/mdx-components";
import { TableOfContents, tocMinimumSections } from "~/components/content/table-of-contents";
import type { Heading } from "~/content/rehype-export-headings";
import { cn } from "~/lib/cn";

/**
 * The text of a content page (its MDX file, the child route), styled as
 * prose, with a table of contents built from its `##` headings when it has
 * four or more. `closing` (guides and articles: their Sources section,
 * components/content/sources.tsx) ends the text and is listed in the contents
 * like its other sections; it is given the text's own headings, so its id
 * cannot take one of theirs. `after` follows (a call to action, review dates).
 * Legal pages pass no closing, and so load none of its code.
 */
/** A section that ends the text: its heading for the table of contents, and what it renders. */
export type ClosingSection = (textHeadings: Heading[]) => { heading: Heading; content: ReactNode } | null;

export function ContentBody({
  numbered = false,
  closing,
  after,
}: {
  numbered?: boolean;
  closing?: ClosingSection;
  after?: ReactNode;
}) {
  const handle = useMatches().at(-1)?.handle as { headings?: Heading[] } | undefined;
  const textHeadings = handle?.headings ?? [];
  const toc = textHeadings.length >= tocMinimumSections;
  const end = closing?.(textHeadings) ?? null;
  const headings = end ? [...textHeadings, end.heading] : textHeadings;
  return (
    <div className={cn("mt-10", toc && "lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-14")}>
      {toc && (
        <div className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
          <TableOfContents headings={headings} />
        </div>
      )}
      <div className="min-w-0">
        <article className={cn("prose", numbered && "prose-numbered")}>
          <MDXProvider components={mdxComponents}>
            <Outlet />
          </MDXProvider>
        </article>
        {end?.content}
        {after}
      </div>
    </div>
  );
}
