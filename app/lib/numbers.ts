/**
 * Numbers as readers of the page's language write them: "4.4" in English, "4,4" in German
 * (decisions.md, "Formats"), with `Intl`.
 */
import { localeInfo, type Locale } from "../config/locales.ts";

/** `value` with exactly `fractionDigits` decimals, in the page's language ("4,4" on German pages). */
export function formatDecimal(value: number, locale: Locale, fractionDigits = 1): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
