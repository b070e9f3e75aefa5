/**
 * The cards of the three pages a guide or an article names as related (front matter `related`),
 * from the validated content index, as app/content/rehype-export-headings.ts made them for the
 * React Router build: a translation links the related page in its own language where one exists,
 * else the English page, whose card says so (`lang`, for "(Englisch)" and `hreflang`).
 */
import { contentEntries, translatedEntries } from "~/content";
import { cardOf, type CardData } from "~/content/card";
import type { ContentEntry } from "~/content/entry";

export function relatedCardsOf(
  entry: ContentEntry,
  sources: ContentEntry[] = contentEntries,
  translations: ContentEntry[] = translatedEntries,
): CardData[] {
  if (!("related" in entry.data)) return [];
  const entries = entry.locale === "en" ? sources : translations;
  return entry.data.related.flatMap((slug) => {
    const translated = entries.find((candidate) => candidate.slug === slug && candidate.locale === entry.locale);
    if (translated) return [cardOf(translated)];
    const source = sources.find((candidate) => candidate.slug === slug);
    return source ? [{ ...cardOf(source), ...(entry.locale === "en" ? {} : { lang: "en" as const }) }] : [];
  });
}
