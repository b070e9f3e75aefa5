/**
 * What the countdown shows at a given moment (spec sections 3 and 4; decisions.md, "Event pages
 * plan the next edition"), for the static page's script (countdown.ts): before the start, the four
 * numbers, two digits at least; from the start on, only the phase, since the countdown then gives
 * way to the line saying the edition is under way or over: it never stands at zero. Pure: the
 * script passes the clock in.
 */
import { countdownParts, editionInstants, editionPhase, type EditionDates, type EditionPhase } from "~/lib/countdown";

export const countdownUnits = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof countdownUnits)[number];

export interface CountdownDisplay {
  phase: EditionPhase;
  /** The numbers as shown, only while the edition is still to come. */
  values: Record<CountdownUnit, string> | null;
}

export function countdownDisplay(edition: EditionDates, now: Date): CountdownDisplay {
  const phase = editionPhase(edition, now);
  if (phase !== "upcoming") return { phase, values: null };
  const parts = countdownParts(editionInstants(edition).start, now);
  // A clock that cannot be read (editionPhase calls it upcoming) shows dashes, as the HTML does, not zeros.
  if (parts.past) return { phase, values: null };
  const show = (value: number) => String(value).padStart(2, "0");
  return {
    phase,
    values: {
      days: show(parts.days),
      hours: show(parts.hours),
      minutes: show(parts.minutes),
      seconds: show(parts.seconds),
    },
  };
}

/** Four digits of days (a countdown years ahead) step down a size to keep room in their box. */
export function isWide(value: string): boolean {
  return value.length > 3;
}
