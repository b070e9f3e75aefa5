/**
 * Countdown arithmetic (spec sections 3 and 4): whole days, hours, minutes
 * and seconds from `now` to `target`, all zero once the target has passed.
 * Pure: the component passes the clock in.
 */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has been reached (all units are zero). */
  past: boolean;
}

/** A content date (YYYY-MM-DD) as the instant it starts: midnight UTC. */
export function targetInstant(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function countdownParts(target: Date, now: Date): CountdownParts {
  const remaining = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(remaining) || remaining <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, past: true };
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3_600),
    minutes: Math.floor((remaining % 3_600) / 60),
    seconds: remaining % 60,
    past: false,
  };
}

/** An edition's dates as its organizer published them (YYYY-MM-DD, first and last day). */
export interface EditionDates {
  startDate: string;
  endDate: string;
}

/** Where an edition stands at `now`: still to come, under way, or over. */
export type EditionPhase = "upcoming" | "under-way" | "over";

/**
 * The instants an edition runs between. Its dates are whole days, so it runs from
 * midnight UTC of its first day (the instant the countdown counts to, the Event's
 * startDate) to midnight UTC after its last day (the calendar file's DTEND).
 */
export function editionInstants({ startDate, endDate }: EditionDates): { start: Date; end: Date } {
  const end = targetInstant(endDate);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: targetInstant(startDate), end };
}

export function editionPhase(edition: EditionDates, now: Date): EditionPhase {
  const { start, end } = editionInstants(edition);
  if (Number.isNaN(now.getTime()) || now < start) return "upcoming";
  return now < end ? "under-way" : "over";
}
