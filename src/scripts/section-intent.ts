/**
 * A section link followed from another page (spec §2: "first navigates to /, then smooth-scrolls to
 * the section after 300 ms"). A link loads a new document now, so the intent travels in the
 * address's fragment, as a name no element has (`#section=features&at=<click time>`): the browser
 * does not jump anywhere, and home's script scrolls 300 ms after the click (a slow load scrolls as
 * soon as home runs), then takes the fragment out of the address. Nothing is stored.
 * Pure functions; sections.ts does the rest.
 */

const prefix = "#section=";

/** The fragment that asks home to scroll to section `id`, for a click at `now` (ms since the epoch). */
export function sectionIntent(id: string, now: number): string {
  return `${prefix}${encodeURIComponent(id)}&at=${now}`;
}

/**
 * The section `hash` asks for and how long to wait before scrolling (`delay` after the click,
 * none once that has passed); null for any other fragment. A click time that is missing, unreadable
 * or ahead of `now` counts as a click now.
 */
export function readSectionIntent(hash: string, now: number, delay: number): { id: string; wait: number } | null {
  if (!hash.startsWith(prefix)) return null;
  const params = new URLSearchParams(hash.slice(1));
  const id = params.get("section");
  if (!id) return null;
  const elapsed = now - Number(params.get("at") ?? Number.NaN);
  const wait = elapsed >= 0 ? Math.max(0, delay - elapsed) : delay;
  return { id, wait };
}
