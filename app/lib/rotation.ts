/**
 * Timing of the rotating trip-type phrase (spec §4, "Rotating trip phrase"):
 * every interval the phrase fades out, after the fade gap it switches to the
 * next item (wrapping around) and fades back in.
 *
 * Pure functions of the time elapsed since the rotation started, so the state
 * never drifts, a throttled background tab catches up in one step, and tests
 * need no timers.
 */

export interface RotationTiming {
  /** Time between two fade-outs (3000 ms). */
  intervalMs: number;
  /** Time between a fade-out and the switch to the next item (800 ms). */
  fadeMs: number;
}

export interface RotationFrame {
  /** Index of the item on show. */
  index: number;
  /** False while the item fades out, before the switch. */
  visible: boolean;
}

export const restingFrame: RotationFrame = { index: 0, visible: true };

/**
 * The frame at `elapsedMs` for a list of `count` items.
 *
 *   0 ... 3000 ... 3800 ...... 6000 ... 6800 ...
 *   item 0 shown | fading | item 1 shown | fading | item 2 ...
 */
export function rotationFrame(elapsedMs: number, count: number, { intervalMs, fadeMs }: RotationTiming): RotationFrame {
  if (count < 2 || elapsedMs < intervalMs) return restingFrame;
  const switches = Math.floor((elapsedMs - fadeMs) / intervalMs);
  const intoInterval = elapsedMs % intervalMs;
  return { index: switches % count, visible: intoInterval >= fadeMs };
}

/** Milliseconds from `elapsedMs` until the frame next changes (a fade-out or a switch). */
export function msUntilNextChange(elapsedMs: number, { intervalMs, fadeMs }: RotationTiming): number {
  const intoInterval = elapsedMs % intervalMs;
  if (elapsedMs >= intervalMs && intoInterval < fadeMs) return fadeMs - intoInterval;
  return intervalMs - intoInterval;
}
