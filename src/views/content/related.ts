/**
 * The cards of the three pages a guide or an article names as related (front matter `related`),
 * from the validated content index. A page in another language than English leads to pages in its
 * language only (decisions.md, "German pages lead to German pages"): the related pages' versions in
 * its language, then the site's tools, then its language's other guides, three in all.
 */
import { contentEntries, translatedEntries } from "~/content";
import { toolCards } from "~/components/guides/tool-cards";
import { cardOf, type CardData } from "~/content/card";
import type { ContentEntry } from "~/content/entry";

const closingGridSize = 3;

export function relatedCardsOf(
  entry: ContentEntry,
  sources: ContentEntry[] = contentEntries,
  translations: ContentEntry[] = translatedEntries,
): CardData[] {
  if (!("related" in entry.data)) return [];
  const { locale } = entry;
  if (locale === "en")
    return entry.data.related.flatMap((slug) => sources.filter((source) => source.slug === slug).map(cardOf));
  const own = translations.filter((candidate) => candidate.locale === locale && candidate.path !== entry.path);
  const named = entry.data.related.flatMap((slug) => own.filter((candidate) => candidate.slug === slug));
  const others = own.filter((candidate) => candidate.collection === "guides" && !named.includes(candidate));
  const cards = [...named.map(cardOf), ...toolCards(locale), ...others.map(cardOf)];
  return cards.filter((card, i) => cards.findIndex((other) => other.url === card.url) === i).slice(0, closingGridSize);
}
