/**
 * Content dates (YYYY-MM-DD) as readers see them, in the page's language:
 * "November 25, 2026" in English, "25. November 2026" in German. Read as UTC
 * days, so the text is the same in every time zone, at build time and in the
 * browser.
 */
import { localeInfo, type Locale } from "../config/locales.ts";

const longDates = new Map<Locale, Intl.DateTimeFormat>();

function longDate(locale: Locale): Intl.DateTimeFormat {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: "long", timeZone: "UTC" });
    longDates.set(locale, format);
  }
  return format;
}

/** A content date as a long date ("2026-11-25" -> "November 25, 2026"; in German "25. November 2026"). */
export function formatContentDate(isoDate: string, locale: Locale = "en"): string {
  return longDate(locale).format(new Date(`${isoDate}T00:00:00Z`));
}
