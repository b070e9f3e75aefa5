import { GuideCard } from "~/components/guides/guide-card";
import { TitledSection } from "~/components/ui/section-header";
import { homeSections } from "~/config/site";
import { entriesOf, translatedEntries } from "~/content";
import { cardOf, type CardData } from "~/content/card";
import { collections } from "~/content/collections";
import type { Locale } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The 'How To?' tiles (spec section 2): guides with a home position, in that order, from the content index. */
const tiles = entriesOf("guides")
  .filter((entry) => entry.data.homeOrder !== undefined)
  .sort((a, b) => (a.data.homeOrder ?? 0) - (b.data.homeOrder ?? 0))
  .map(cardOf);

/** "How To?": the planning guides, one tile each. */
/** On a German page: the German guide's own tile where there is one, else the English tile, marked. */
function localTiles(locale: Locale): CardData[] {
  if (locale === "en") return tiles;
  return tiles.map((card) => {
    const translated = translatedEntries.find(
      (entry) => entry.locale === locale && collections[entry.collection].path(entry.slug) === card.url,
    );
    return translated ? cardOf(translated) : { ...card, lang: "en" as const };
  });
}

export function GuidesSection() {
  const locale = useLocale();
  return (
    <TitledSection
      id={homeSections.guides}
      tone="canvas"
      className="render-when-near"
      eyebrow={m.guides_eyebrow({}, { locale })}
      title={m.guides_title({}, { locale })}
      lead={m.guides_lead({}, { locale })}
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {localTiles(locale).map((card) => (
          <li key={card.url}>
            <GuideCard card={card} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
