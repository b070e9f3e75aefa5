import type { Heading } from "~/content/entry";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** Sections with four or more h2 headings get a table of contents (decisions.md). */
export const tocMinimumSections = 4;

export function TableOfContents({ headings }: { headings: Heading[] }) {
  const locale = useLocale();
  return (
    <nav aria-labelledby="toc-heading" className="rounded-card border border-line bg-surface p-5 text-[0.95rem]">
      <h2 id="toc-heading" className="text-sm font-bold tracking-[0.12em] text-ink uppercase">
        {m.toc_heading({}, { locale })}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-ink-faint">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="text-ink-soft underline-offset-2 hover:text-brand-strong hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
