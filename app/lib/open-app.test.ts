import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openInHiddenFrame, openUrl } from "./open-app";

describe("openInHiddenFrame", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("adds a hidden frame with the URL to the body and removes it after the delay", () => {
    openInHiddenFrame("wayfellow://invite?token=a%26b", 100);
    const frame = document.body.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("wayfellow://invite?token=a%26b");
    expect(frame?.hidden).toBe(true);
    expect(frame?.style.display).toBe("none");
    vi.advanceTimersByTime(99);
    expect(document.body.querySelector("iframe")).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.body.querySelector("iframe")).toBeNull();
  });

  it("removes the frame at once when cleaned up early", () => {
    const cleanup = openInHiddenFrame("wayfellow://invite?token=x", 100);
    cleanup();
    expect(document.body.querySelector("iframe")).toBeNull();
    vi.advanceTimersByTime(200);
  });
});

describe("openUrl", () => {
  it("assigns the URL to the window's location", () => {
    const fake = { location: { href: "https://wayfellow.app/invite" } } as unknown as Window;
    openUrl("intent://invite?token=x#Intent;end", fake);
    expect(fake.location.href).toBe("intent://invite?token=x#Intent;end");
  });
});
