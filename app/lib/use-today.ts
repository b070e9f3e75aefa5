import { useHydrated } from "./use-hydrated";

declare const __BUILD_DATE__: string;

/** The build's date, fixed into the prerendered HTML. */
export const buildDate = new Date(typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : Date.now());

/**
 * Today's date without a hydration mismatch: the prerendered HTML and the
 * hydration render use the build date, then the visitor's clock takes over.
 * Only the footer's copyright year reads it; content pages show their real
 * revision dates (decisions.md, "Dates are true").
 */
export function useToday(): Date {
  return useHydrated() ? new Date() : buildDate;
}
