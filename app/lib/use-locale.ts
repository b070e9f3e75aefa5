import { useLocation } from "react-router";
import { localeOfPath, type Locale } from "./locale";

/** The language of the page being rendered, from its path (never Paraglide's `getLocale()`). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
