/**
 * One calendar file per page with a countdown: the dates of the next edition
 * it plans, as all-day dates, for the "Add to calendar" button beside the
 * countdown (decisions.md, "Event pages plan the next edition"). Written at
 * build time with ical-generator at /calendar/<slug>.ics (content/entry.ts,
 * calendarPath; src/pages/calendar/[slug].ics.ts), served as text/calendar
 * (server/http-config.mjs). Nothing of this reaches the browser bundle.
 */
import ical from "ical-generator";
import { editionInstants, targetInstant } from "../lib/countdown.ts";
import { formatContentDate } from "../lib/dates.ts";
import { calendarPath, type ContentEntry } from "./entry.ts";

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
  // ical-generator leaves the last line open; RFC 5545 ends every content line with CRLF.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
