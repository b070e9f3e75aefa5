/**
 * What a content page shows as a card (spec section 3, guide-card lists:
 * title, description, url, icon in place of the emoji, colour): plain data,
 * made at build time, so no page needs the content index.
 */
import type { ContentEntry } from "./entry";
import type { cardColors, cardIcons } from "./schemas";

export interface CardData {
  url: string;
  title: string;
  description: string;
  icon: (typeof cardIcons)[number];
  color: (typeof cardColors)[number];
  /** Set where the card links a page in another language than the page it is on (only "en" so far). */
  lang?: "en";
}

/** Any content page as a card: guides carry card fields; other pages use their title and description. */
export function cardOf(entry: ContentEntry): CardData {
  if (entry.collection === "guides") {
    const { card, icon, color } = entry.data;
    return { url: entry.path, title: card.title, description: card.description, icon, color };
  }
  return {
    url: entry.path,
    title: entry.data.title,
    description: entry.data.description,
    icon: "newspaper",
    color: "sky",
  };
}
