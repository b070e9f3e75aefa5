/**
 * How a page's language is known: from its path alone (decisions.md, "The German edition";
 * shared/i18n.md). Nothing else decides it (no cookie, no Accept-Language, no redirect), so a
 * page's language is the same at build time and in the browser. The languages themselves are
 * config/locales.ts.
 */
import { baseLocale, localeInfo, locales, type Locale } from "../config/locales.ts";

/** The language of a path: "/de" and "/de/..." are German, everything else English. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return baseLocale;
}

/** A path of the base language in `locale` ("/invite" -> "/de/invite", "/" -> "/de"). */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = localeInfo[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The home page of a language. */
export function homePath(locale: Locale): string {
  return localizePath("/", locale);
}
