import { GuideCard } from "~/components/guides/guide-card";
import { pageTarget } from "~/components/layout/page-link";
import { TitledSection } from "~/components/ui/section-header";
import { homeSections } from "~/config/site";
import { entriesOf } from "~/content";
import { cardOf, type CardData } from "~/content/card";
import type { Locale } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The 'How To?' tiles (spec section 2): guides with a home position, in that order, from the content index. */
const tiles = entriesOf("guides")
  .filter((entry) => entry.data.homeOrder !== undefined)
  .sort((a, b) => (a.data.homeOrder ?? 0) - (b.data.homeOrder ?? 0))
  .map((entry) => ({ slug: entry.slug, card: cardOf(entry) }));

type Message = (inputs: object, options: { locale: Locale }) => string;

/** Each tile's title and text in the catalog, by the guide's slug (the guides themselves may stay English). */
const tileText: Record<string, [title: Message, text: Message]> = {
  "music-festival-trip": [m.home_guide_music_festival_title, m.home_guide_music_festival_text],
  "bachelor-party-planning": [m.home_guide_bachelor_title, m.home_guide_bachelor_text],
  "bachelorette-party-planning": [m.home_guide_bachelorette_title, m.home_guide_bachelorette_text],
  "bikepacking-eurovelo-trip": [m.home_guide_bikepacking_title, m.home_guide_bikepacking_text],
  "ski-trip-planning": [m.home_guide_ski_title, m.home_guide_ski_text],
  "golf-trip-planning": [m.home_guide_golf_title, m.home_guide_golf_text],
  "world-cup-2026-trip": [m.home_guide_world_cup_title, m.home_guide_world_cup_text],
  "hiking-weekend-trip": [m.home_guide_hiking_title, m.home_guide_hiking_text],
};

/**
 * A tile in the page's language: on English pages the guide's own card; elsewhere the tile's words
 * from the catalog, linking the guide's translation where there is one, else the English guide,
 * marked "(Englisch)" (decisions.md, pages not translated yet).
 */
function tileIn(slug: string, card: CardData, locale: Locale): CardData {
  const text = tileText[slug];
  if (locale === "en" || !text) return card;
  const target = pageTarget(card.url, locale);
  const [title, description] = text;
  return {
    ...card,
    url: target.to,
    title: title({}, { locale }),
    description: description({}, { locale }),
    lang: target.lang,
    textInPageLanguage: true,
  };
}

/** "How To?": the planning guides, one tile each. */
export function GuidesSection() {
  const locale = useLocale();
  return (
    <TitledSection
      id={homeSections.guides}
      tone="canvas"
      className="render-when-near"
      eyebrow={m.home_guides_eyebrow({}, { locale })}
      title={m.home_guides_title({}, { locale })}
      lead={m.home_guides_lead({}, { locale })}
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map(({ slug, card }) => (
          <li key={card.url}>
            <GuideCard card={tileIn(slug, card, locale)} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
