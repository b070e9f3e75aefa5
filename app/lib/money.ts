/**
 * Amounts of money as readers of the page's language write them: "€1,234.50" in
 * English, "1.234,50 €" in German (decisions.md, "Formats"). Formatted in UTC
 * with `Intl`, so the build's HTML and the splitter island's first render agree.
 */
import { localeInfo, type Locale } from "../config/locales.ts";

/** `amount` in `currency` (ISO 4217, default EUR), with its minor units ("1.234,50 €"). */
export function formatMoney(amount: number, locale: Locale, currency = "EUR"): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, { style: "currency", currency }).format(amount);
}
