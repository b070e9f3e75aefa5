import { MDXProvider } from "@mdx-js/react";
import { Outlet, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/content-page";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { mdxComponents } from "~/components/content/mdx-components";
import { TableOfContents, tocMinimumSections } from "~/components/content/table-of-contents";
import { Container } from "~/components/ui/container";
import { collections } from "~/content/collections";
import { entryByPath } from "~/content";
import { breadcrumbOf } from "~/content/entry";
import type { Heading } from "~/content/rehype-export-headings";
import { cn } from "~/lib/cn";
import { buildMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { useTodayLabel } from "~/lib/use-today";

/**
 * The layout of every content page (app/content/**.mdx): breadcrumb, title,
 * table of contents, and the page's text styled as prose. The page itself is
 * the child route: its MDX file.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const entry = entryByPath(location.pathname);
  if (!entry) return [];
  return buildMeta({
    title: entry.data.title,
    description: entry.data.description,
    path: entry.path,
    image: entry.data.image,
    type: collections[entry.collection].ogType,
    jsonLd: [breadcrumbJsonLd(breadcrumbOf(entry))],
  });
};

function LastUpdated() {
  const today = useTodayLabel();
  return (
    <p className="mt-3 text-ink-faint">
      Last updated: <time dateTime={today.iso}>{today.label}</time>
    </p>
  );
}

export default function ContentPage() {
  const { pathname } = useLocation();
  const entry = entryByPath(pathname);
  const handle = useMatches().at(-1)?.handle as { headings?: Heading[] } | undefined;
  const headings = handle?.headings ?? [];
  const toc = headings.length >= tocMinimumSections;
  if (!entry) return <Outlet />;
  const legal = entry.collection === "legal";

  return (
    <Container className="py-10 md:py-14">
      <Breadcrumb crumbs={breadcrumbOf(entry)} />
      <header className="mt-8 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{entry.data.title}</h1>
        {legal && <LastUpdated />}
      </header>
      <div className={cn("mt-10", toc && "lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-14")}>
        {toc && (
          <div className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
            <TableOfContents headings={headings} />
          </div>
        )}
        <article className={cn("prose", legal && "prose-numbered")}>
          <MDXProvider components={mdxComponents}>
            <Outlet />
          </MDXProvider>
        </article>
      </div>
    </Container>
  );
}
