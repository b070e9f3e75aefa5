import { useEffect, useState } from "react";
import { timings } from "~/config/constants";
import { restingFrame, msUntilNextChange, rotationFrame, type RotationFrame, type RotationTiming } from "./rotation";

export const phraseTiming: RotationTiming = {
  intervalMs: timings.rotatingPhraseIntervalMs,
  fadeMs: timings.rotatingPhraseFadeMs,
};

/**
 * Rotates through `count` items while `running` (app/lib/rotation.ts has the
 * timing). One timer at a time, set for the next change only; the frame is
 * computed from the elapsed time, so late timers never make it drift.
 */
export function useRotation(count: number, running: boolean, timing: RotationTiming = phraseTiming): RotationFrame {
  const [frame, setFrame] = useState<RotationFrame>(restingFrame);

  useEffect(() => {
    if (!running || count < 2) return;
    const start = performance.now();
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setFrame(rotationFrame(performance.now() - start, count, timing));
          schedule();
        },
        msUntilNextChange(performance.now() - start, timing),
      );
    };
    schedule();
    return () => {
      window.clearTimeout(timer);
      // A restart (e.g. reduced motion switched off again) begins at the first item.
      setFrame(restingFrame);
    };
  }, [count, running, timing]);

  return running ? frame : restingFrame;
}
