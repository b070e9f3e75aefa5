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
