import type { ContentEntry } from "./entry";

/**
 * Why a page's `event` is not the next edition as of the day its sources were
 * checked (decisions.md, "Event pages plan the next edition"), or null when it
 * is (or the page has no event, or no checked date yet). An edition that had
 * begun by then is the last one: the page must name the next, or have no event.
 */
export function staleEdition(entry: ContentEntry): string | null {
  if (entry.collection === "legal" || !entry.data.event || !entry.data.checked) return null;
  const { name, startDate } = entry.data.event;
  if (startDate > entry.data.checked) return null;
  return `${entry.file}: "${name}" starts ${startDate}, not after the sources were checked (${entry.data.checked}): name the next edition, or remove "event" (and "countdown") until its dates are published`;
}
