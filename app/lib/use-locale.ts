import { useContext } from "react";
import { UNSAFE_LocationContext as LocationContext } from "react-router";
import { localeOfPath, type Locale } from "./locale";

/**
 * The language of the page being rendered, from its path (never Paraglide's `getLocale()`).
 * Outside a router (a component rendered alone in a unit test) it is the base language.
 *
 * It only reads, so the bundler may drop a call whose result is unused: in the browser build a
 * module's messages are compiled into its text (scripts/vite-i18n-texts.mjs), and many components
 * then no longer use the language they asked for. (A hook call left out is left out on every render.)
 */
/* @__NO_SIDE_EFFECTS__ */
export function useLocale(): Locale {
  const location = useContext(LocationContext)?.location;
  return localeOfPath(location?.pathname ?? "/");
}
