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
 * four or more. `after` follows the text (a call to action, review dates).
 */
export function ContentBody({ numbered = false, after }: { numbered?: boolean; after?: ReactNode }) {
  const handle = useMatches().at(-1)?.handle as { headings?: Heading[] } | undefined;
  const headings = handle?.headings ?? [];
  const toc = headings.length >= tocMinimumSections;
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
        {after}
      </div>
    </div>
  );
}
