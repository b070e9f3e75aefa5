import { describe, expect, it } from "vitest";
import type { StaticPage } from "~/config/pages";
import { makeEntry } from "~/content/entry";
import { buildSitemap } from "./sitemap";

const pages: StaticPage[] = [
  { path: "/", view: "home", indexable: true },
  { path: "/invite", view: "invite", indexable: false },
  { path: "/contact", view: "contact", indexable: true },
];
const entries = [
  makeEntry("blog", "trip-apps", {
    title: "Apps",
    description: "d",
    published: "2026-01-01",
    revised: "2026-03-04",
    aliases: ["/trip-apps"],
  }),
  makeEntry("legal", "privacy-policy", {
    title: "Privacy",
    description: "d",
    published: "2026-01-01",
    revised: "2026-02-03",
  }),
];

describe("buildSitemap", () => {
  const xml = buildSitemap("https://example.org", pages, entries);
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => [loc, lastmod],
  );

  it("lists indexable pages without lastmod and content pages with their revision date, never aliases", () => {
    expect(urls).toEqual([
      ["https://example.org/", undefined],
      ["https://example.org/blog/trip-apps", "2026-03-04"],
      ["https://example.org/contact", undefined],
      ["https://example.org/privacy-policy", "2026-02-03"],
    ]);
  });

  it("lists the German pages beside the English ones: code pages once translated, and translations", () => {
    const german = buildSitemap(
      "https://example.org",
      [
        {
          path: "/contact",
          view: "contact",
          indexable: true,
          de: { path: "/de/kontakt", translated: true },
        },
        { path: "/x", view: "x", indexable: true, de: { path: "/de/x", translated: false } },
        { path: "/invite", view: "invite", indexable: false, de: { path: "/de/invite", translated: true } },
      ],
      [
        makeEntry(
          "legal",
          "privacy-policy",
          {
            title: "Datenschutz",
            description: "d",
            published: "2026-01-01",
            revised: "2026-02-03",
            slug: "datenschutz",
          },
          "de",
        ),
      ],
    );
    const locs = [...german.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      "https://example.org/contact",
      "https://example.org/de/datenschutz",
      "https://example.org/de/kontakt",
      "https://example.org/x",
    ]);
  });

  it("is the same file for the same content, whenever it is built", () => {
    expect(buildSitemap("https://example.org", [...pages].reverse(), [...entries].reverse())).toBe(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
