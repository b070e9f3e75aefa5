import { GuideCard } from "~/components/guides/guide-card";
import { TitledSection } from "~/components/ui/section-header";
import { homeSections } from "~/config/site";
import { entriesOf } from "~/content";
import { cardOf } from "~/content/card";

/** The 'How To?' tiles (spec section 2): guides with a home position, in that order, from the content index. */
const tiles = entriesOf("guides")
  .filter((entry) => entry.data.homeOrder !== undefined)
  .sort((a, b) => (a.data.homeOrder ?? 0) - (b.data.homeOrder ?? 0))
  .map(cardOf);

/** "How To?": the planning guides, one tile each. */
export function GuidesSection() {
  return (
    <TitledSection
      id={homeSections.guides}
      tone="canvas"
      className="render-when-near"
      eyebrow="Planning guides"
      title="How To?"
      lead="Step-by-step guides for the trips friends plan most: what to book first, what it costs and what groups tend to forget."
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((card) => (
          <li key={card.url}>
            <GuideCard card={card} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
