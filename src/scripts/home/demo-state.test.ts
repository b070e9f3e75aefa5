import { describe, expect, it } from "vitest";
import { demoView, type DemoState } from "./demo-state";

const start: DemoState = { choice: null, autoplay: true, onScreen: false, hasData: false, failed: false };

describe("demoView", () => {
  it("waits below the fold, then autoplays with a spinner until there is data", () => {
    expect(demoView(start)).toEqual({ playing: false, loading: false, control: true });
    expect(demoView({ ...start, onScreen: true })).toEqual({ playing: true, loading: true, control: true });
    expect(demoView({ ...start, onScreen: true, hasData: true })).toEqual({
      playing: true,
      loading: false,
      control: true,
    });
  });

  it("never autoplays with reduced motion, but plays on the visitor's choice", () => {
    const still = { ...start, autoplay: false, onScreen: true };
    expect(demoView(still).playing).toBe(false);
    expect(demoView({ ...still, choice: "play" }).playing).toBe(true);
  });

  it("follows the visitor's pause over autoplay", () => {
    expect(demoView({ ...start, onScreen: true, choice: "pause" })).toEqual({
      playing: false,
      loading: false,
      control: true,
    });
  });

  it("drops the control and the spinner when no source plays", () => {
    expect(demoView({ ...start, onScreen: true, choice: "play", failed: true })).toEqual({
      playing: false,
      loading: false,
      control: false,
    });
  });
});
