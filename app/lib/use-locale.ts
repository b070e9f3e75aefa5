import type { Locale } from "../config/locales";
import { usePage } from "./page";

/** The language of the page being rendered, from its path (never Paraglide's `getLocale()`). */
export function useLocale(): Locale {
  return usePage().locale;
}
