import { describe, expect, it } from "vitest";
import { storageGuardScript } from "./storage-guard";

/** Runs the inline script against a window-like object. */
function run(win: object) {
  new Function("window", storageGuardScript)(win);
}

describe("storage guard", () => {
  it("replaces storage that throws on access with storage in memory", () => {
    const win = {};
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(win, name, {
        configurable: true,
        get() {
          throw new DOMException("Access is denied", "SecurityError");
        },
      });
    }
    run(win);
    const { localStorage, sessionStorage } = win as { localStorage: Storage; sessionStorage: Storage };
    sessionStorage.setItem("a", "1");
    expect(sessionStorage.getItem("a")).toBe("1");
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.key(0)).toBe("a");
    sessionStorage.removeItem("a");
    expect(sessionStorage.getItem("a")).toBeNull();
    localStorage.setItem("cookieConsent", "true");
    expect(localStorage.getItem("cookieConsent")).toBe("true");
    // The two are separate.
    expect(sessionStorage.getItem("cookieConsent")).toBeNull();
  });

  it("leaves working storage alone", () => {
    const real = { getItem: () => "kept" };
    const win = { localStorage: real, sessionStorage: real };
    run(win);
    expect(win.localStorage).toBe(real);
    expect(win.sessionStorage).toBe(real);
  });
});
