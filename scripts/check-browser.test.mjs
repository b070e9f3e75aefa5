import { describe, expect, it, vi } from "vitest";
import { findChromium } from "./chromium.mjs";
import { checkBrowser, missingBrowserLine } from "./check-browser.mjs";

const runnable =
  (...paths) =>
  (path) =>
    paths.includes(path);

describe("findChromium", () => {
  const candidates = ["/usr/bin/chromium", "/usr/bin/google-chrome"];

  it("takes CHROME_PATH first, over every other browser", () => {
    const found = findChromium({
      env: { CHROME_PATH: "/opt/chrome" },
      executable: runnable("/opt/chrome", "/pw/chrome", "/usr/bin/chromium"),
      playwrightPath: () => "/pw/chrome",
      candidates,
    });
    expect(found).toEqual({ path: "/opt/chrome", source: "CHROME_PATH" });
  });

  it("treats a CHROME_PATH that points at nothing as an error, without looking elsewhere", () => {
    const found = findChromium({
      env: { CHROME_PATH: "/nowhere/chrome" },
      executable: runnable("/usr/bin/chromium"),
      playwrightPath: () => undefined,
      candidates,
    });
    expect(found.path).toBeUndefined();
    expect(found.reason).toBe("chrome-path");
    expect(found.error).toContain("/nowhere/chrome");
  });

  it("prefers Playwright's own Chromium to a system browser", () => {
    const found = findChromium({
      env: {},
      executable: runnable("/pw/chrome", "/usr/bin/chromium"),
      playwrightPath: () => "/pw/chrome",
      candidates,
    });
    expect(found).toEqual({ path: "/pw/chrome", source: "Playwright's Chromium" });
  });

  it("falls back to the first system browser that exists", () => {
    const found = findChromium({
      env: {},
      executable: runnable("/usr/bin/google-chrome"),
      playwrightPath: () => "/pw/chrome",
      candidates,
    });
    expect(found).toEqual({ path: "/usr/bin/google-chrome", source: "system" });
  });

  it("says so when there is none", () => {
    const found = findChromium({ env: {}, executable: () => false, playwrightPath: () => undefined, candidates });
    expect(found).toMatchObject({ path: undefined, reason: "none" });
  });
});

describe("checkBrowser", () => {
  const none = () => ({ path: undefined, reason: "none", error: "No Chromium found for the browser tests." });

  it("does not install anything when a browser is there", () => {
    const install = vi.fn();
    const result = checkBrowser({ find: () => ({ path: "/usr/bin/chromium", source: "system" }), install });
    expect(result).toEqual({ ok: true, path: "/usr/bin/chromium", source: "system" });
    expect(install).not.toHaveBeenCalled();
  });

  it("tries Playwright's installer once, then stops with one line naming both ways to get a browser", () => {
    const install = vi.fn(() => false);
    const result = checkBrowser({ find: none, install });
    expect(install).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, message: missingBrowserLine });
    expect(missingBrowserLine).not.toContain("\n");
    expect(missingBrowserLine).toContain("npx playwright install chromium");
    expect(missingBrowserLine).toContain("apt-get install chromium");
  });

  it("goes on with the browser the installer brought", () => {
    let installed = false;
    const find = () => (installed ? { path: "/pw/chrome", source: "Playwright's Chromium" } : none());
    const result = checkBrowser({ find, install: () => (installed = true) });
    expect(result).toEqual({ ok: true, path: "/pw/chrome", source: "Playwright's Chromium" });
  });

  it("never downloads a browser to paper over a wrong CHROME_PATH", () => {
    const install = vi.fn(() => true);
    const result = checkBrowser({
      find: () => ({
        path: undefined,
        reason: "chrome-path",
        error: "CHROME_PATH is set to /x, which is not a browser this user can run.",
      }),
      install,
    });
    expect(result).toEqual({
      ok: false,
      message: "CHROME_PATH is set to /x, which is not a browser this user can run.",
    });
    expect(install).not.toHaveBeenCalled();
  });
});
