import { GuideCard } from "~/components/guides/guide-card";
import { TitledSection } from "~/components/ui/section-header";
import { homeSections } from "~/config/site";
import { entriesOf, translatedEntries } from "~/content";
import { toolCards } from "~/components/guides/tool-cards";
import { cardOf, type CardData } from "~/content/card";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The 'How To?' tiles (spec section 2): guides with a home position, in that order, from the content index. */
const tiles = entriesOf("guides")
  .filter((entry) => entry.data.homeOrder !== undefined)
  .sort((a, b) => (a.data.homeOrder ?? 0) - (b.data.homeOrder ?? 0))
  .map(cardOf);

/**
 * The tiles of a page in `locale`: on English pages the guides with a home position; on German
 * pages the German guides and the site's tools, German pages only (decisions.md, "German pages
 * lead to German pages"), in their own home order, else their English sources'.
 */
function localTiles(locale: Locale): CardData[] {
  if (locale === "en") return tiles;
  // A guide's own home position (a page written in German first has one), else its English source's.
  const order = (entry: (typeof translatedEntries)[number]) =>
    ("homeOrder" in entry.data ? entry.data.homeOrder : undefined) ??
    entriesOf("guides").find((source) => source.slug === entry.slug)?.data.homeOrder ??
    99;
  const guides = translatedEntries
    .filter((entry) => entry.locale === locale && entry.collection === "guides")
    .sort((a, b) => order(a) - order(b))
    .map(cardOf);
  return [...guides, ...toolCards(locale)];
}

/** "How To?": the planning guides, one tile each. */
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
