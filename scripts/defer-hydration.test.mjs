import { afterEach, describe, expect, it, vi } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7 writes into every prerendered page.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/chunk-3.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

/**
 * Runs the rewritten page script against a stand-in browser: every module
 * preload it adds and every module it imports is logged, in order, and the
 * test decides when the first contentful paint happens.
 */
function start(html, { visibilityState = "visible" } = {}) {
  const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error("no module script in the page");
  const log = [];
  let paint = () => {};
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["paint"];
      constructor(callback) {
        paint = () => callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, this);
      }
      observe() {}
      disconnect() {}
    },
  );
  const document = {
    visibilityState,
    createElement: () => ({}),
    head: { append: (link) => log.push(`${link.rel} ${link.href}`) },
  };
  const window = {};
  const load = async (href) => {
    log.push(`import ${href}`);
    return { href };
  };
  // A module script's dynamic import() cannot be stubbed; the stand-in takes its place.
  const run = new AsyncFunction("window", "document", "load", script.replaceAll("import(", "load("));
  const done = run(window, document, load);
  return { log, window, done, paint: () => paint() };
}

/** Lets the script's pending tasks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.unstubAllGlobals());

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("takes the module preloads out of the head and leaves the stylesheet", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("fetches nothing until the first contentful paint", async () => {
    const page = start(html);
    await settle();
    expect(page.log).toEqual([]);
    page.paint();
    await page.done;
    expect(page.log.length).toBeGreaterThan(0);
  });

  it("then preloads every module and imports them in React Router's order, entry last", async () => {
    const page = start(html);
    page.paint();
    await page.done;
    expect(page.log).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/chunk-3.js",
      "import /assets/manifest-1.js",
      "import /assets/root-4.js",
      "import /assets/home-5.js",
      "import /assets/entry.client-2.js",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-4.js" },
      "routes/home": { href: "/assets/home-5.js" },
    });
  });

  it("starts at once on a page opened in the background, where no paint comes", async () => {
    const page = start(html, { visibilityState: "hidden" });
    await page.done;
    expect(page.log.at(-1)).toBe("import /assets/entry.client-2.js");
  });

  it("fails the build when React Router's scripts change shape", () => {
    expect(() => deferHydration("<html><body>no scripts</body></html>")).toThrow(/not found/);
    expect(() => deferHydration(page.replace('import("/assets/entry.client-2.js");', "startApp();"))).toThrow(
      /unexpected line/,
    );
  });
});
