/**
 * One calendar file per page with a countdown: the dates of the next edition
 * it plans, as all-day dates, for the "Add to calendar" button beside the
 * countdown (decisions.md, "Event pages plan the next edition"). Written at
 * build time with ical-generator into the client build at
 * /calendar/<slug>.ics (content/entry.ts, calendarPath), served as
 * text/calendar (server/http-config.mjs). Nothing of this reaches the browser
 * bundle. Relative imports only: astro.config.ts loads it.
 */
import ical from "ical-generator";
import type { Plugin } from "vite";
import { editionInstants, targetInstant } from "../lib/countdown.ts";
import { formatContentDate } from "../lib/dates.ts";
import { calendarPath, type ContentEntry } from "./entry.ts";
import { loadContent } from "./load.ts";

/** The .ics text of a page's next edition, or null when the page has no countdown (and so no button). */
export function calendarFile(entry: ContentEntry, site: { name: string; origin: string }): string | null {
  if (entry.collection === "legal" || !entry.data.event || !calendarPath(entry)) return null;
  const { event } = entry.data;
  const { start, end } = editionInstants(event);
  const calendar = ical({
    name: event.name,
    prodId: { company: site.name, product: "Website", language: "EN" },
  });
  calendar.createEvent({
    // Stable for the edition: a second download updates the same calendar entry.
    id: `${entry.slug}-${event.startDate}@${new URL(site.origin).host}`,
    allDay: true,
    start,
    // All-day DTEND is the day after the last day (RFC 5545).
    end,
    // The content's revision date, so two builds of the same content give the same file.
    stamp: targetInstant(entry.data.revised),
    summary: event.name,
    location: event.locations.join("; "),
    url: event.url,
    description: [
      `${event.name}: ${formatContentDate(event.startDate)} to ${formatContentDate(event.endDate)}, in ${event.locations.join("; ")}.`,
      `Dates as published by ${event.organizer.name}; check ${event.url} before you travel.`,
      `Plan the trip with your group: ${site.origin}${entry.path}`,
    ].join("\n"),
  });
  return calendar.toString();
}

/** Emits the calendar file of every page with a countdown into the client build. */
export function calendarFiles({ siteName, origin }: { siteName: string; origin: () => string }): Plugin {
  return {
    name: "wayfellow-calendar-files",
    apply: "build",
    generateBundle() {
      if (this.environment?.name !== "client") return;
      const site = { name: siteName, origin: origin() };
      for (const entry of loadContent()) {
        const path = calendarPath(entry);
        const source = calendarFile(entry, site);
        if (path && source) this.emitFile({ type: "asset", fileName: path.slice(1), source });
      }
    },
  };
}
