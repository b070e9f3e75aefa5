import { counterpartOf } from "~/content/page-index";
import type { CardData } from "~/content/card";
import type { Locale } from "~/config/locales";
import { m } from "~/paraglide/messages.js";

/**
 * The site's free tools as cards, in `locale` (the trip cost splitter): German grids show them
 * among the German guides (decisions.md, "German pages lead to German pages").
 */
export function toolCards(locale: Locale): CardData[] {
  return [
    {
      url: counterpartOf("/trip-cost-splitter", locale) ?? "/trip-cost-splitter",
      title: m.splitter_title({}, { locale }),
      description: m.tool_splitter_description({}, { locale }),
      icon: "calculator",
      color: "emerald",
    },
  ];
}
