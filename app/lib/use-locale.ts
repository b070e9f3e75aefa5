import { useContext } from "react";
import { UNSAFE_LocationContext as LocationContext } from "react-router";
import { localeOfPath, type Locale } from "./locale";

/**
 * The language of the page being rendered, from its path (never Paraglide's `getLocale()`).
 * Outside a router (a component rendered alone in a unit test) it is the base language.
 */
export function useLocale(): Locale {
  const location = useContext(LocationContext)?.location;
  return localeOfPath(location?.pathname ?? "/");
}
