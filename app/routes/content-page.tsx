import { Outlet, useMatches } from "react-router";
import type { Route } from "./+types/content-page";
import { deferredSection } from "~/components/deferred-section";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { PageTitle } from "~/components/content/page-title";
import { ContentBody } from "~/components/content/content-body";
import { sourcesSection } from "~/components/content/sources";
import { DownloadCallToAction } from "~/components/guides/call-to-action";
import { ShareControl } from "~/components/guides/share-control";
import { Container } from "~/components/ui/container";
import { addMonths, reviewCadenceMonths } from "~/content/collections";
import { breadcrumbOf, pageEntry } from "~/content/page-entry";
import { calendarPath } from "~/content/entry";
import { PageCampaignContext } from "~/lib/page-campaign";
import { blogCampaign, guideCampaign } from "~/lib/tracking";
import { CategoryLabel } from "~/components/blog/category-label";
import { formatContentDate } from "~/lib/dates";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/**
 * The layout of guides and blog articles (app/content/guides, app/content/blog):
 * breadcrumb, title, countdown with its calendar button, share control, the
 * text with its table of contents and its sources, the call to action and the
 * related pages. The page itself is the child route: its MDX file. Legal
 * pages have their own, lighter layout.
 */

// Only some pages count down or prompt: their code loads only on those pages. Prerendered in
// place (the loader preloads them), so the HTML has them where they belong and nothing shifts.
const Countdown = deferredSection(null, () =>
  import("~/components/guides/countdown").then((module) => module.Countdown),
);
const SessionPrompt = deferredSection(null, () =>
  import("~/components/guides/session-prompt").then((module) => module.SessionPrompt),
);

// The related pages sit at the end: their cards (and the content index they read) load when scrolled near.
const RelatedPages = deferredSection("keep-planning", () =>
  import("~/components/guides/related-pages").then((module) => module.RelatedPages),
);

// The comparison's guide grid: imported on demand, so the pages without one never load its code.
const preloadGuideGrid = () => import("~/components/blog/guide-grid").then((module) => module.preloadGuideGrid());

/** While prerendering: load the related pages' code so the HTML has them in full. */
export async function loader() {
  await Promise.all([RelatedPages.preload(), preloadGuideGrid(), Countdown.preload(), SessionPrompt.preload()]);
  return null;
}

/** Client-side navigations: load it before the page renders, so it appears at once. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), RelatedPages.preload(), preloadGuideGrid()]);
  return data;
}

export default function ContentPage() {
  const entry = pageEntry(useMatches().at(-1));
  if (!entry || entry.collection === "legal") return <Outlet />;
  const page = entry;

  const campaign = page.collection === "blog" ? blogCampaign(page.slug) : guideCampaign(page.slug);
  const calendar = calendarPath(page);

  return (
    // Every download button of the page carries its campaign (decisions.md, "In-site campaign links").
    <PageCampaignContext value={campaign}>
      <Container className="py-10 md:py-14">
        <Breadcrumb crumbs={breadcrumbOf(page)} />
        <header className="mt-8 max-w-3xl">
          {page.collection === "blog" && <CategoryLabel name={page.data.category} color={page.data.categoryColor} />}
          <PageTitle locale={page.locale}>{page.data.title}</PageTitle>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft sm:text-xl">{page.data.description}</p>
          {page.collection === "blog" && (
            <ArticleDates revised={page.data.revised} readTime={page.data.readTime} locale={page.locale} />
          )}
        </header>
        {page.data.countdown && page.data.event && calendar && (
          <div className="mt-8 max-w-3xl">
            <Countdown
              {...page.data.countdown}
              edition={page.data.event}
              reference={page.data.revised}
              calendar={calendar}
            />
          </div>
        )}
        <div className="mt-8 max-w-3xl">
          <ShareControl
            title={page.data.title}
            path={page.path}
            kind={page.collection === "guides" ? "guide" : "article"}
          />
        </div>
        <ContentBody
          closing={sourcesSection(page.data, page.locale)}
          after={
            <>
              <div className="mt-14 max-w-[46rem]">
                <DownloadCallToAction {...page.data.cta} />
              </div>
              {page.collection === "blog" && <ReviewDates revised={page.data.revised} locale={page.locale} />}
            </>
          }
        />
        <RelatedPages />
        {page.collection === "guides" && page.data.prompt && <SessionPrompt {...page.data.prompt} />}
      </Container>
    </PageCampaignContext>
  );
}

/**
 * 'Updated' with the article's real revision date (the sitemap's lastmod, the data's dateModified)
 * and the read time (spec section 2, blog pages; decisions.md "Dates are true", "Blog dates").
 */
function ArticleDates({ revised, readTime, locale }: { revised: string; readTime: number; locale: Locale }) {
  return (
    <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-ink-faint">
      <span>
        {m.content_updated({}, { locale })} <time dateTime={revised}>{formatContentDate(revised, locale)}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>{m.content_read_time({ minutes: String(readTime) }, { locale })}</span>
    </p>
  );
}

/** The article's real revision date and the next quarterly review (decisions.md, "Blog dates"). */
function ReviewDates({ revised, locale }: { revised: string; locale: Locale }) {
  const next = addMonths(revised, reviewCadenceMonths);
  return (
    <footer className="mt-10 max-w-[46rem] border-t border-line pt-6 text-[0.95rem] text-ink-faint">
      <p>
        {m.content_last_reviewed({}, { locale })} <time dateTime={revised}>{formatContentDate(revised, locale)}</time>.{" "}
        {m.content_next_review({}, { locale })} <time dateTime={next}>{formatContentDate(next, locale)}</time>.{" "}
        {m.content_review_promise({}, { locale })}
      </p>
    </footer>
  );
}
