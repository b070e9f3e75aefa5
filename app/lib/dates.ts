/**
 * Content dates (YYYY-MM-DD) as readers see them: "November 25, 2026".
 * Read as UTC days, so the text is the same in every time zone, at build
 * time and in the browser (no hydration mismatch).
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A content date as a long US English date ("2026-11-25" -> "November 25, 2026"). */
export function formatContentDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
