import { GuideCardGrid } from "~/components/guides/guide-card";
import { entryBySlug } from "~/content";
import { cardOf } from "~/content/card";

/** Cards for content pages named by slug, from the content index (the comparison's guide grid). */
export function GuideGridCards({ slugs }: { slugs: string[] }) {
  const cards = slugs.map((slug) => {
    const entry = entryBySlug(slug);
    // Fails the prerender, and so the build, instead of dropping a card silently.
    if (!entry) throw new Error(`GuideGrid: "${slug}" is no content page`);
    return cardOf(entry);
  });
  return <GuideCardGrid cards={cards} columns={2} />;
}
