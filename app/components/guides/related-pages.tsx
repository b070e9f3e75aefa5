import { useMatches } from "react-router";
import { GuideCardGrid } from "~/components/guides/guide-card";
import { entryBySlug, relatedEntries } from "~/content";
import { pageEntry } from "~/content/page-entry";

/** The id of the related-pages section (deferred until near the screen, routes/content-page.tsx). */
export const relatedSectionId = "keep-planning";

/**
 * The closing grid of the page's three related pages (frontmatter `related`),
 * as cards from the content index. Reads its page from the route match, so it
 * takes no props and can load when the visitor scrolls near it.
 */
export function RelatedPages() {
  const entry = pageEntry(useMatches().at(-1));
  const related = entry ? relatedEntries(entry) : [];
  if (related.length === 0) return null;
  return (
    <section id={relatedSectionId} aria-labelledby="related-title" className="mt-16 border-t border-line pt-12">
      <h2 id="related-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        Keep planning
      </h2>
      <GuideCardGrid entries={related} className="mt-8" />
    </section>
  );
}

/** Cards for content pages named by slug (the comparison's guide grid). */
export function GuideGridCards({ slugs }: { slugs: string[] }) {
  const entries = slugs.map((slug) => {
    const entry = entryBySlug(slug);
    // Fails the prerender, and so the build, instead of dropping a card silently.
    if (!entry) throw new Error(`GuideGrid: "${slug}" is no content page`);
    return entry;
  });
  return <GuideCardGrid entries={entries} columns={2} />;
}
