import { useMatches } from "react-router";
import { GuideCardGrid } from "~/components/guides/guide-card";
import type { CardData } from "~/content/card";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The id of the related-pages section (deferred until near the screen, routes/content-page.tsx). */
export const relatedSectionId = "keep-planning";

/**
 * The closing grid of the page's three related pages (frontmatter `related`).
 * Their cards come with the page, in its route handle, made at build time
 * from the content index (content/rehype-export-headings.ts): the page loads
 * no index. Reads its page from the route match, so it takes no props and
 * can load when the visitor scrolls near it. A page rendered without the router (the static
 * site, src/views/content/) passes its `cards` instead.
 */
export function RelatedPages({ cards }: { cards?: CardData[] } = {}) {
  const handle = useMatches().at(-1)?.handle as { related?: CardData[] } | undefined;
  const related = cards ?? handle?.related ?? [];
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
