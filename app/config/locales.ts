/**
 * The site's languages (decisions.md, "The German edition"; shared/i18n.md): English at the root,
 * German under /de. A third language adds an entry to `locales` and `localeInfo`, its catalog
 * (messages/<code>.json, project.inlang/settings.json) and its paths in the page index
 * (config/pages.ts, content front matter): see README, "Adding a language".
 * Plain TypeScript with no imports: the content loader reads it under Node too.
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
