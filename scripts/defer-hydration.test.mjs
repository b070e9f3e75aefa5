import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7 writes into every prerendered page.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/chunk-3.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const html = deferHydration(page);
  const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("removes the preload links from the head and keeps the stylesheet", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).not.toContain('async=""');
  });

  it("waits for the first contentful paint before it loads anything", () => {
    const wait = script.indexOf('getEntriesByName("first-contentful-paint")');
    expect(wait).toBeGreaterThan(-1);
    expect(wait).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('document.visibilityState === "hidden"');
    expect(script).not.toContain("requestAnimationFrame");
  });

  it("preloads the same modules, then imports them in React Router's order", () => {
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/chunk-3.js"]');
    const order = [
      "manifest-1",
      "root-4",
      "home-5",
      "__reactRouterRouteModules",
      'import("/assets/entry.client-2.js")',
    ];
    const positions = order.map((part) => script.lastIndexOf(part));
    expect(positions.every((position) => position > -1)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it("fails loudly when React Router's scripts change shape", () => {
    expect(() => deferHydration("<html><body>no scripts</body></html>")).toThrow(/not found/);
    expect(() => deferHydration(page.replace('import("/assets/entry.client-2.js");', "startApp();"))).toThrow(
      /unexpected line/,
    );
  });
});
