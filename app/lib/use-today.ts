import { useHydrated } from "./use-hydrated";

declare const __BUILD_DATE__: string;

/** The build's date, fixed into the prerendered HTML. */
export const buildDate = new Date(typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : Date.now());

/**
 * Today's date without a hydration mismatch: the prerendered HTML and the
 * hydration render use the build date, then the visitor's clock takes over.
 */
export function useToday(): Date {
  return useHydrated() ? new Date() : buildDate;
}

function isoDay(date: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/**
 * Today's date as text ("November 23, 2026") and as an ISO day for <time>.
 * The build date is written in UTC, so the hydration render matches the HTML
 * in every time zone; after hydration the visitor's own date shows.
 */
export function useTodayLabel(): { label: string; iso: string } {
  const hydrated = useHydrated();
  const date = hydrated ? new Date() : buildDate;
  const timeZone = hydrated ? undefined : "UTC";
  return {
    label: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(date),
    iso: isoDay(date, timeZone),
  };
}
