import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { routeLanguages, splitManifest } from "./split-manifest.mjs";

// The shape of React Router 7's route manifest, with the site's two layouts and a resource route.
const routes = {
  root: { id: "root", path: "" },
  "routes/layout": { id: "routes/layout", parentId: "root" },
  "routes/contact": { id: "routes/contact", parentId: "routes/layout", path: "contact" },
  "routes/legal-page": { id: "routes/legal-page", parentId: "routes/layout" },
  "content/legal/privacy-policy.mdx": {
    id: "content/legal/privacy-policy.mdx",
    parentId: "routes/legal-page",
    path: "privacy-policy",
  },
  "routes/layout.de": { id: "routes/layout.de", parentId: "root" },
  "routes/contact.de": { id: "routes/contact.de", parentId: "routes/layout.de", path: "de/kontakt" },
  "routes/legal-page.de": { id: "routes/legal-page.de", parentId: "routes/layout.de" },
  "content/legal/privacy-policy.de.mdx": {
    id: "content/legal/privacy-policy.de.mdx",
    parentId: "routes/legal-page.de",
    path: "de/datenschutz",
  },
  "routes/resources/sitemap": { id: "routes/resources/sitemap", parentId: "root", path: "sitemap.xml" },
};

describe("routeLanguages", () => {
  it("gives each route its top-level layout's language, and none to the routes all languages share", () => {
    expect(routeLanguages(routes, "en")).toEqual({
      root: null,
      "routes/layout": "en",
      "routes/contact": "en",
      "routes/legal-page": "en",
      "content/legal/privacy-policy.mdx": "en",
      "routes/layout.de": "de",
      "routes/contact.de": "de",
      "routes/legal-page.de": "de",
      "content/legal/privacy-policy.de.mdx": "de",
      "routes/resources/sitemap": null,
    });
  });
});

describe("splitManifest", () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function site() {
    dir = mkdtempSync(join(tmpdir(), "split-manifest-"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, "de"));
    const manifest = { entry: { module: "/assets/entry.js" }, routes, url: "/assets/manifest-abc.js", version: "abc" };
    writeFileSync(join(dir, "assets", "manifest-abc.js"), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    const page = (lang) =>
      `<html lang="${lang}"><head><link rel="modulepreload" href="/assets/manifest-abc.js"/></head><body><script type="module">import "/assets/manifest-abc.js";</script></body></html>`;
    writeFileSync(join(dir, "index.html"), page("en"));
    writeFileSync(join(dir, "de", "index.html"), page("de"));
    return [join(dir, "index.html"), join(dir, "de", "index.html")];
  }

  const load = (name) => {
    const source = readFileSync(join(dir, "assets", name), "utf8");
    return JSON.parse(source.slice("window.__reactRouterManifest=".length, -1));
  };

  it("writes a manifest per language with its routes and the shared ones, and points each page at its own", async () => {
    const pages = site();
    const files = await splitManifest(dir, pages, { baseLocale: "en", locales: ["en", "de"] });

    const english = load(files.en);
    expect(Object.keys(english.routes).sort()).toEqual(
      [
        "root",
        "routes/layout",
        "routes/contact",
        "routes/legal-page",
        "content/legal/privacy-policy.mdx",
        "routes/resources/sitemap",
      ].sort(),
    );
    expect(english.url).toBe(`/assets/${files.en}`);
    const german = load(files.de);
    expect(Object.keys(german.routes)).not.toContain("routes/contact");
    expect(Object.keys(german.routes)).toContain("content/legal/privacy-policy.de.mdx");

    expect(readFileSync(pages[0], "utf8")).not.toContain("manifest-abc");
    expect(readFileSync(pages[0], "utf8").split(files.en)).toHaveLength(3);
    expect(readFileSync(pages[1], "utf8")).toContain(files.de);
    expect(existsSync(join(dir, "assets", "manifest-abc.js"))).toBe(false);
    expect(readdirSync(join(dir, "assets")).sort()).toEqual([files.de, files.en].sort());
  });

  it("refuses a page in a language the site does not have", async () => {
    const [english] = site();
    writeFileSync(english, readFileSync(english, "utf8").replace('lang="en"', 'lang="fr"'));
    await expect(splitManifest(dir, [english], { baseLocale: "en", locales: ["en", "de"] })).rejects.toThrow(
      /in no language of the site/,
    );
  });
});
