/**
 * The language of the page a content tag renders on, from its path (German
 * pages live under /de; docs: notes on the German edition). Configuration tags
 * use it for their own fixed words; configured values never change. The German
 * edition's routing may replace this with its own helper.
 */
import { useLocation } from "react-router";

export type PageLanguage = "en" | "de";

export function languageOfPath(pathname: string): PageLanguage {
  return pathname === "/de" || pathname.startsWith("/de/") ? "de" : "en";
}

export function usePageLanguage(): PageLanguage {
  return languageOfPath(useLocation().pathname);
}
