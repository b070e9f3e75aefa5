import { describe, expect, it } from "vitest";
import { timings } from "~/config/constants";
import { msUntilNextChange, rotationFrame, type RotationTiming } from "./rotation";

const timing: RotationTiming = { intervalMs: timings.rotatingPhraseIntervalMs, fadeMs: timings.rotatingPhraseFadeMs };
const frame = (ms: number, count = 19) => rotationFrame(ms, count, timing);

describe("rotationFrame", () => {
  it("shows the first item for the first interval", () => {
    expect(frame(0)).toEqual({ index: 0, visible: true });
    expect(frame(2999)).toEqual({ index: 0, visible: true });
  });

  it("fades out at 3000 ms and switches at 3800 ms", () => {
    expect(frame(3000)).toEqual({ index: 0, visible: false });
    expect(frame(3799)).toEqual({ index: 0, visible: false });
    expect(frame(3800)).toEqual({ index: 1, visible: true });
    expect(frame(5999)).toEqual({ index: 1, visible: true });
    expect(frame(6000)).toEqual({ index: 1, visible: false });
    expect(frame(6800)).toEqual({ index: 2, visible: true });
  });

  it("walks through every item in order and wraps around after the last", () => {
    const shown = Array.from({ length: 21 }, (_, step) => frame(step * 3000 + 800 + 1).index);
    expect(shown[0]).toBe(0);
    expect(shown.slice(1, 19)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(frame(19 * 3000 - 1)).toEqual({ index: 18, visible: true });
    expect(frame(19 * 3000)).toEqual({ index: 18, visible: false });
    expect(frame(19 * 3000 + 800)).toEqual({ index: 0, visible: true });
    expect(frame(20 * 3000 + 800)).toEqual({ index: 1, visible: true });
  });

  it("stands still with fewer than two items", () => {
    expect(frame(10_000, 1)).toEqual({ index: 0, visible: true });
    expect(frame(10_000, 0)).toEqual({ index: 0, visible: true });
  });

  it("catches up in one step after a long pause (a throttled background tab)", () => {
    expect(frame(100 * 3000 + 900)).toEqual({ index: 100 % 19, visible: true });
  });
});

describe("msUntilNextChange", () => {
  it("waits for the first fade-out, then alternates fade gap and the rest of the interval", () => {
    expect(msUntilNextChange(0, timing)).toBe(3000);
    expect(msUntilNextChange(1000, timing)).toBe(2000);
    expect(msUntilNextChange(3000, timing)).toBe(800);
    expect(msUntilNextChange(3500, timing)).toBe(300);
    expect(msUntilNextChange(3800, timing)).toBe(2200);
    expect(msUntilNextChange(6000, timing)).toBe(800);
  });

  it("lands exactly on every change when followed step by step", () => {
    let at = 0;
    const changes: number[] = [];
    while (at < 10_000) {
      at += msUntilNextChange(at, timing);
      changes.push(at);
    }
    expect(changes).toEqual([3000, 3800, 6000, 6800, 9000, 9800, 12000]);
  });
});
