import type { ReactNode } from "react";
import type { Heading } from "~/content/entry";
import { anchoredHeading } from "~/components/content/anchored-heading";
import { LayoutStep } from "~/components/content/layout-step";
import { ExternalLink } from "~/components/ui/external-link";
import { formatContentDate } from "~/lib/dates";
import { stepsBefore } from "~/lib/layout-steps";
import { m } from "~/paraglide/messages.js";
import type { Locale } from "~/config/locales";

export interface Source {
  title: string;
  publisher: string;
  url: string;
  checked?: string;
}

const SectionHeading = anchoredHeading("h2");

/**
 * The Sources section that ends every guide and article (decisions.md, "Sources"):
 * the published sources its facts rest on, from its frontmatter, and the date
 * they were last checked (a source added since gives its own). Styled as the
 * page's prose; its heading joins the table of contents like the text's own
 * sections (ContentBody).
 */
/** A section that ends the text: its heading for the table of contents, and what it renders. */
export type ClosingSection = (textHeadings: Heading[]) => { heading: Heading; content: ReactNode } | null;

export function Sources({
  id,
  sources,
  checked,
  locale = "en",
}: {
  id: string;
  sources: Source[];
  checked?: string;
  locale?: Locale;
}) {
  // A long list is laid out in steps while it is parsed (app/lib/layout-steps.ts); an item's text
  // is its title, its publisher and about 24 characters of ", checked 29 November 2026".
  const steps = stepsBefore(sources.map((source) => source.title.length + source.publisher.length + 24));
  return (
    <section aria-labelledby={id} className="prose mt-14">
      <SectionHeading id={id}>{m.sources_heading({}, { locale })}</SectionHeading>
      <ul>
        {sources.map((source, index) => (
          <li key={source.url}>
            {steps[index] && <LayoutStep />}
            <ExternalLink href={source.url}>{source.title}</ExternalLink>, {source.publisher}
            {source.checked && (
              <>
                , {m.source_checked({}, { locale })}{" "}
                <time dateTime={source.checked}>{formatContentDate(source.checked, locale)}</time>
              </>
            )}
          </li>
        ))}
      </ul>
      {checked && (
        <p className="text-[0.95rem] text-ink-faint">
          {m.sources_checked({}, { locale })} <time dateTime={checked}>{formatContentDate(checked, locale)}</time>
        </p>
      )}
    </section>
  );
}

/**
 * The Sources section as the end of a page's text (ContentBody's `closing`), or nothing for a
 * page without sources. The text's own headings keep the ids rehype-slug gave them: where one is
 * already "sources", this one takes another.
 */
export function sourcesSection(
  { sources, checked }: { sources?: Source[]; checked?: string },
  locale: Locale = "en",
): ClosingSection {
  return (textHeadings) => {
    if (!sources?.length) return null;
    const id = textHeadings.some((heading) => heading.id === "sources") ? "sources-list" : "sources";
    return {
      heading: { id, text: m.sources_heading({}, { locale }) },
      content: <Sources id={id} sources={sources} checked={checked} locale={locale} />,
    };
  };
}
