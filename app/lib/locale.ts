/**
 * The site's languages and how a page's language is known: from its path alone
 * (decisions.md, "The German edition"; shared/i18n.md). English lives at the root,
 * German under /de. Nothing else decides it (no cookie, no Accept-Language, no
 * redirect), so a prerendered page and its hydration always agree.
 *
 * A third language adds an entry to `locales` and `localeInfo`, its catalog
 * (messages/<code>.json, project.inlang/settings.json) and its paths in the page
 * index (config/pages.ts, content front matter): see README, "Adding a language".
 * Plain TypeScript with no imports: app/routes.ts and the content loader read it too.
 */
export const locales = ["en", "de"] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = "en";

interface LocaleInfo {
  /** `<html lang>`, `hreflang`, JSON-LD `inLanguage`. */
  tag: string;
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /** `Intl` locale of dates and amounts. */
  intl: string;
  /** The language's own name, as the language switch shows it. */
  name: string;
  /** The path prefix of its pages ("" for the base language). */
  prefix: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: "en", ogLocale: "en_US", intl: "en-US", name: "English", prefix: "" },
  de: { tag: "de", ogLocale: "de_DE", intl: "de-DE", name: "Deutsch", prefix: "/de" },
};

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
