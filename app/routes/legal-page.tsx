import { Outlet, useMatches } from "react-router";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { PageTitle } from "~/components/content/page-title";
import { ContentBody } from "~/components/content/content-body";
import { Container } from "~/components/ui/container";
import { pageEntry } from "~/content/page-entry";
import type { EntryOf } from "~/content/entry";
import { breadcrumbOf } from "~/content/page-entry";
import { formatContentDate } from "~/lib/dates";
import { m } from "~/paraglide/messages.js";

/**
 * The layout of the legal pages (app/content/legal): breadcrumb, title, the
 * last-updated date (the page's real revision date, as in the sitemap and its
 * structured data: decisions.md, "Dates are true"), numbered sections and
 * their table of contents.
 */

/** The page's entry, from its own route module (route id and handle). */
function legalEntry(match: { id: string; handle?: unknown } | undefined): EntryOf<"legal"> | null {
  const entry = pageEntry(match);
  return entry?.collection === "legal" ? entry : null;
}

export default function LegalPage() {
  const entry = legalEntry(useMatches().at(-1));
  if (!entry) return <Outlet />;
  return (
    <Container className="py-10 md:py-14">
      <Breadcrumb crumbs={breadcrumbOf(entry)} />
      <header className="mt-8 max-w-3xl">
        <PageTitle locale={entry.locale}>{entry.data.title}</PageTitle>
        <p className="mt-3 text-ink-faint">
          {m.content_last_updated({}, { locale: entry.locale })}{" "}
          <time dateTime={entry.data.revised}>{formatContentDate(entry.data.revised, entry.locale)}</time>
        </p>
      </header>
      <ContentBody numbered />
    </Container>
  );
}
