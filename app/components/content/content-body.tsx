import { MDXProvider } from "@mdx-js/react";
import type { ReactNode } from "react";
import { Outlet, useMatches } from "react-router";
import { mdxComponents } from "~/components/content/mdx-components";
import { Sources, type Source } from "~/components/content/sources";
import { TableOfContents, tocMinimumSections } from "~/components/content/table-of-contents";
import type { Heading } from "~/content/rehype-export-headings";
import { cn } from "~/lib/cn";

/**
 * The text of a content page (its MDX file, the child route), styled as
 * prose, with a table of contents built from its `##` headings when it has
 * four or more. `sources` (guides and articles) close the text as its
 * Sources section, listed in the contents like its other sections; `after`
 * follows (a call to action, review dates).
 */
export function ContentBody({
  numbered = false,
  sources,
  after,
}: {
  numbered?: boolean;
  sources?: { sources?: Source[]; checked?: string };
  after?: ReactNode;
}) {
  const handle = useMatches().at(-1)?.handle as { headings?: Heading[] } | undefined;
  const textHeadings = handle?.headings ?? [];
  const toc = textHeadings.length >= tocMinimumSections;
  const listed = sources?.sources?.length ? sources.sources : null;
  // The text's own headings have the ids rehype-slug gave them; this one must not take one of theirs.
  const sourcesId = textHeadings.some((heading) => heading.id === "sources") ? "sources-list" : "sources";
  const headings = listed ? [...textHeadings, { id: sourcesId, text: "Sources" }] : textHeadings;
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
        {listed && <Sources id={sourcesId} sources={listed} checked={sources?.checked} />}
        {after}
      </div>
    </div>
  );
}
