import type { Locale } from "~/config/locales";
import { homePath } from "~/lib/locale";

/**
 * The address of a home-page section in the page's language (/#features, /de#features). A link to
 * it works without JavaScript; the site script scrolls there smoothly on home, or goes home and
 * scrolls after 300 ms (spec §2; src/scripts/home/sections.ts).
 */
export function sectionHref(section: string, locale: Locale = "en"): string {
  return `${homePath(locale)}#${section}`;
}
