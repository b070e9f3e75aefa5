import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScripts, pageKind, pageScripts, scriptSources, sitePath, staticImports } from "./page-scripts.mjs";

const gz = (text) => gzipSync(text, { level: 6 }).length;

describe("staticImports", () => {
  it("finds static imports and re-exports, minified or not, and leaves dynamic imports out", () => {
    const code = [
      'import{j as e}from"./jsx.js";import"./side.js";export{a as b}from"./re.js";',
      'import * as all from "./all.js";',
      "import x from './default.js'",
      'const later=()=>import("./lazy.js");const u=import.meta.url;',
    ].join("\n");
    expect(staticImports(code)).toEqual(["./jsx.js", "./side.js", "./re.js", "./all.js", "./default.js"]);
  });
});

describe("what a page's HTML names", () => {
  const html = `<html><head><script>var a=1</script><script type="application/ld+json">{"@context":"x"}</script>
    <script type="module" src="/assets/site.js"></script><link rel="modulepreload" href="/assets/pre.js">
    <script type="module">import"/assets/inline-dep.js";</script><script></script></head>
    <body><astro-island component-url="/assets/Island.js" renderer-url="/assets/client.js" client="visible"></astro-island></body></html>`;

  it("counts executable inline scripts, not JSON data or empty tags", () => {
    expect(inlineScripts(html)).toEqual(["var a=1", 'import"/assets/inline-dep.js";']);
  });

  it("names module scripts, preloads and each island's component and renderer", () => {
    expect(scriptSources(html).sort()).toEqual(
      ["/assets/site.js", "/assets/Island.js", "/assets/client.js", "/assets/pre.js"].sort(),
    );
  });

  it("resolves a relative URL against the page or module that wrote it, and drops other sites", () => {
    expect(sitePath("./b.js", "/assets/a.js")).toBe("/assets/b.js");
    expect(sitePath("../x.js", "/de/page")).toBe("/x.js");
    expect(sitePath("https://www.googletagmanager.com/gtag/js")).toBeNull();
  });
});

describe("pageScripts", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-scripts-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = {
    "assets/site.js": 'import{t}from"./shared.js";import"./chunk.js";const a=()=>import("./analytics.js");',
    "assets/shared.js": 'import"./chunk.js";export const t=1;',
    "assets/chunk.js": "export const c=2;".repeat(20),
    "assets/analytics.js": "export const big='analytics';".repeat(50),
    "assets/observed.js": "export const o=3;",
  };
  mkdirSync(join(dir, "assets"), { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  writeFileSync(
    join(dir, "contact.html"),
    '<script>guard()</script><script type="module" src="/assets/site.js"></script><script type="module" src="/assets/gone.js"></script>',
  );

  it("sums the inline scripts and the static import graph, once each, without dynamic imports", () => {
    const result = pageScripts(dir, "/contact");
    expect(result.files.map((file) => file.path).sort()).toEqual([
      "/assets/chunk.js",
      "/assets/shared.js",
      "/assets/site.js",
    ]);
    expect(result.missing).toEqual(["/assets/gone.js"]);
    const expected =
      gz("guard()") + gz(files["assets/site.js"]) + gz(files["assets/shared.js"]) + gz(files["assets/chunk.js"]);
    expect(result.total).toBe(expected);
  });

  it("adds what a browser saw the page load", () => {
    const result = pageScripts(dir, "/contact", { observed: ["/assets/observed.js"] });
    expect(result.files.map((file) => file.path)).toContain("/assets/observed.js");
  });
});

describe("pageKind", () => {
  const pages = [
    { path: "/", view: "home", de: { path: "/de" } },
    { path: "/invite", view: "invite", de: { path: "/de/invite" } },
    { path: "/delete-account", view: "delete-account", de: { path: "/de/konto-loeschen" } },
    { path: "/trip-cost-splitter", view: "trip-cost-splitter", de: { path: "/de/reisekosten-teilen" } },
    { path: "/contact", view: "contact", de: { path: "/de/kontakt" } },
  ];

  it("gives home, the app's pages and the splitter their own budget in both languages; the rest read", () => {
    expect(["/", "/de"].map((path) => pageKind(path, pages))).toEqual(["home", "home"]);
    expect(["/invite", "/de/invite", "/de/konto-loeschen"].map((path) => pageKind(path, pages))).toEqual([
      "app",
      "app",
      "app",
    ]);
    expect(pageKind("/de/reisekosten-teilen", pages)).toBe("splitter");
    expect(["/de/kontakt", "/oktoberfest", "/404", "/de/404"].map((path) => pageKind(path, pages))).toEqual([
      "reading",
      "reading",
      "reading",
      "reading",
    ]);
  });
});
