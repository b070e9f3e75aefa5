import { describe, expect, it } from "vitest";
import { guardStorage } from "./storage-guard";

/** A window-like object whose two storages are read through getters, as a browser's are. */
function windowWith(read: (name: string) => unknown) {
  const win = {};
  let reads = 0;
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(win, name, {
      configurable: true,
      enumerable: true,
      get() {
        reads += 1;
        return read(name);
      },
    });
  }
  return { win: win as { localStorage: Storage; sessionStorage: Storage }, reads: () => reads };
}

const blocked = () => {
  throw new DOMException("Access is denied", "SecurityError");
};

describe("storage guard", () => {
  it("replaces storage that throws on access with storage in memory", () => {
    const { win } = windowWith(blocked);
    guardStorage(win);
    const { localStorage, sessionStorage } = win;
    sessionStorage.setItem("a", "1");
    expect(sessionStorage.getItem("a")).toBe("1");
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.key(0)).toBe("a");
    sessionStorage.removeItem("a");
    expect(sessionStorage.getItem("a")).toBeNull();
    localStorage.setItem("cookieConsent", "true");
    // The stand-in lasts for the page: a second read finds what the first wrote.
    expect(win.localStorage.getItem("cookieConsent")).toBe("true");
    // The two are separate.
    expect(win.sessionStorage.getItem("cookieConsent")).toBeNull();
    win.localStorage.clear();
    expect(win.localStorage.length).toBe(0);
  });

  it("hands out working storage as it is", () => {
    const real = { getItem: () => "kept" };
    const { win } = windowWith(() => real);
    guardStorage(win);
    expect(win.localStorage).toBe(real);
    expect(win.sessionStorage).toBe(real);
  });

  it("also guards storage a window inherits from its prototype", () => {
    const { win: prototype } = windowWith(blocked);
    const win = Object.create(prototype) as { localStorage: Storage };
    guardStorage(win);
    win.localStorage.setItem("a", "1");
    expect(win.localStorage.getItem("a")).toBe("1");
  });

  it("opens no storage until a script reads it", () => {
    const { win, reads } = windowWith(() => ({}));
    guardStorage(win);
    expect(reads()).toBe(0);
    void win.sessionStorage;
    expect(reads()).toBe(1);
  });
});
