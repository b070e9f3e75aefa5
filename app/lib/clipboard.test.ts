// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./clipboard";

function stubClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe("copyText", () => {
  afterEach(() => {
    stubClipboard();
    Reflect.deleteProperty(document, "execCommand");
  });

  it("uses the Clipboard API when it is there", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await expect(copyText("https://wayfellow.app/invite?token=a")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("https://wayfellow.app/invite?token=a");
  });

  it("falls back to the copy command when the API is missing or refused", async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { configurable: true, value: execCommand });
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    await expect(copyText("link")).resolves.toBe(true);
    stubClipboard();
    await expect(copyText("link")).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith("copy");
    // The temporary field is gone again.
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("reports failure when nothing can copy", async () => {
    Object.defineProperty(document, "execCommand", { configurable: true, value: () => false });
    stubClipboard();
    await expect(copyText("link")).resolves.toBe(false);
  });
});
