// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openInHiddenFrame } from "./open-app";

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

// openUrl() hands a URL to the browser; what the browser then does (open the deep link, the intent, the
// mail app) only a browser can show: tests/e2e/invite.spec.ts and delete-account.spec.ts record those navigations.
