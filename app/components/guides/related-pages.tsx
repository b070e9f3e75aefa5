import { GuideCardGrid } from "~/components/guides/guide-card";
import type { CardData } from "~/content/card";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The id of the related-pages section. */
export const relatedSectionId = "keep-planning";

/**
 * The closing grid of the page's three related pages (frontmatter `related`), their cards made at
 * build time from the content index (src/views/content/related.ts).
 */
export function RelatedPages({ cards: related }: { cards: CardData[] }) {
  const locale = useLocale();
  if (related.length === 0) return null;
  return (
    <section id={relatedSectionId} aria-labelledby="related-title" className="mt-16 border-t border-line pt-12">
      <h2 id="related-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {m.related_heading({}, { locale })}
      </h2>
      <GuideCardGrid cards={related} className="mt-8" />
    </section>
  );
}
