import { describe, expect, it } from "vitest";
import { stepsBefore } from "./layout-steps";

describe("stepsBefore", () => {
  it("puts a step before the block that follows each run of `every` characters", () => {
    expect(stepsBefore([500, 500, 300, 400, 700, 100], 1200)).toEqual([false, false, false, true, false, false]);
  });

  it("lays out a block as long as a step on its own", () => {
    expect(stepsBefore([200, 5000, 100], 1200)).toEqual([false, true, true]);
  });

  it("never puts one before the first block, nor any in a short text", () => {
    expect(stepsBefore([5000], 1200)).toEqual([false]);
    expect(stepsBefore([100, 200, 300], 1200)).toEqual([false, false, false]);
    expect(stepsBefore([], 1200)).toEqual([]);
  });
});
