import { MDXProvider } from "@mdx-js/react";
import { Outlet, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/content-page";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { mdxComponents } from "~/components/content/mdx-components";
import { TableOfContents, tocMinimumSections } from "~/components/content/table-of-contents";
import { DownloadCallToAction } from "~/components/guides/call-to-action";
import { Countdown } from "~/components/guides/countdown";
import { GuideCardGrid } from "~/components/guides/guide-card";
import { SessionPrompt } from "~/components/guides/session-prompt";
import { ShareControl } from "~/components/guides/share-control";
import { Container } from "~/components/ui/container";
import { addMonths, collections, reviewCadenceMonths } from "~/content/collections";
import { entryByPath, relatedEntries } from "~/content";
import { breadcrumbOf, socialImagePath, type ContentEntry } from "~/content/entry";
import type { Heading } from "~/content/rehype-export-headings";
import { cn } from "~/lib/cn";
import { buildMeta } from "~/lib/meta";
import { articleJsonLd, breadcrumbJsonLd, eventJsonLd } from "~/lib/structured-data";
import { blogCampaign, guideCampaign } from "~/lib/tracking";
import { CategoryLabel } from "~/components/blog/category-label";
import { feedLink } from "~/config/blog";
import { useTodayLabel } from "~/lib/use-today";

/**
 * The layout of every content page (app/content/**.mdx): breadcrumb, title,
 * table of contents, and the page's text styled as prose. The page itself is
 * the child route: its MDX file.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const entry = entryByPath(location.pathname);
  if (!entry) return [];
  const image = entry.data.image ?? socialImagePath(entry);
  const jsonLd: object[] = [breadcrumbJsonLd(breadcrumbOf(entry))];
  if (entry.collection !== "legal") {
    jsonLd.push(
      articleJsonLd({
        title: entry.data.title,
        description: entry.data.description,
        path: entry.path,
        image,
        published: entry.data.published,
        revised: entry.data.revised,
        type: entry.collection === "blog" ? "BlogPosting" : "Article",
      }),
    );
  }
  if (entry.collection === "guides" && entry.data.event) {
    jsonLd.push(eventJsonLd({ ...entry.data.event, description: entry.data.description, image }));
  }
  return buildMeta({
    title: entry.data.title,
    description: entry.data.description,
    path: entry.path,
    image,
    type: collections[entry.collection].ogType,
    jsonLd,
    extra: entry.collection === "blog" ? [feedLink] : [],
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
  const page = entry.collection === "legal" ? null : entry;

  return (
    <Container className="py-10 md:py-14">
      <Breadcrumb crumbs={breadcrumbOf(entry)} />
      <header className="mt-8 max-w-3xl">
        {entry.collection === "blog" && <CategoryLabel name={entry.data.category} color={entry.data.categoryColor} />}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{entry.data.title}</h1>
        {page ? (
          <p className="mt-5 text-lg leading-relaxed text-ink-soft sm:text-xl">{page.data.description}</p>
        ) : (
          <LastUpdated />
        )}
        {entry.collection === "blog" && <ArticleDates readTime={entry.data.readTime} />}
      </header>
      {page?.data.countdown && (
        <div className="mt-8 max-w-3xl">
          <Countdown {...page.data.countdown} reference={page.data.revised} />
        </div>
      )}
      {page && (
        <div className="mt-8 max-w-3xl">
          <ShareControl
            title={page.data.title}
            path={page.path}
            kind={page.collection === "guides" ? "guide" : "article"}
          />
        </div>
      )}
      <div className={cn("mt-10", toc && "lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-14")}>
        {toc && (
          <div className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
            <TableOfContents headings={headings} />
          </div>
        )}
        <div className="min-w-0">
          <article className={cn("prose", !page && "prose-numbered")}>
            <MDXProvider components={mdxComponents}>
              <Outlet />
            </MDXProvider>
          </article>
          {page && (
            <div className="mt-14 max-w-[46rem]">
              <DownloadCallToAction
                campaign={page.collection === "blog" ? blogCampaign(page.slug) : guideCampaign(page.slug)}
                {...page.data.cta}
              />
            </div>
          )}
          {entry.collection === "blog" && <ReviewDates revised={entry.data.revised} />}
        </div>
      </div>
      {page && <RelatedPages entry={page} />}
      {page?.collection === "guides" && page.data.prompt && <SessionPrompt {...page.data.prompt} />}
    </Container>
  );
}

/** 'Updated' with today's date and the read time (spec section 2, blog pages; decisions.md "Blog dates"). */
function ArticleDates({ readTime }: { readTime: number }) {
  const today = useTodayLabel();
  return (
    <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-ink-faint">
      <span>
        Updated <time dateTime={today.iso}>{today.label}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>{readTime} min read</span>
    </p>
  );
}

const reviewDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The article's real revision date and the next quarterly review (decisions.md, "Blog dates"). */
function ReviewDates({ revised }: { revised: string }) {
  const next = addMonths(revised, reviewCadenceMonths);
  const format = (iso: string) => reviewDate.format(new Date(`${iso}T00:00:00Z`));
  return (
    <footer className="mt-10 max-w-[46rem] border-t border-line pt-6 text-[0.95rem] text-ink-faint">
      <p>
        Last reviewed: <time dateTime={revised}>{format(revised)}</time>. Next review:{" "}
        <time dateTime={next}>{format(next)}</time>. We check every article each quarter and correct what has changed.
      </p>
    </footer>
  );
}

/** The closing grid of the page's three related pages (frontmatter `related`). */
function RelatedPages({ entry }: { entry: ContentEntry }) {
  const related = relatedEntries(entry);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 border-t border-line pt-12">
      <h2 id="related-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        Keep planning
      </h2>
      <GuideCardGrid entries={related} className="mt-8" />
    </section>
  );
}
