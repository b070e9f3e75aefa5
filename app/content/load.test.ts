// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildSitemap } from "~/content/feeds/sitemap";
import { contentRoutes } from "./entry";
import { munichShops } from "./data/munich-shops";
import { mapUrl, rents, shopTypeLabels } from "./data/shop-card";
import { checkShopList, ContentError } from "./checks";
import { loadContent, loadTranslations } from "./load";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A content folder in a temp directory: { "guides/ski-trip.mdx": "---\n...\n---\n" }. */
function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name.split("/")[0] ?? ""), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const description = "A description long enough to be a useful search snippet for the page it describes.";

function legal(fields: Record<string, unknown> = {}): string {
  const data = { title: "Imprint", description, published: "2026-01-10", revised: "2026-02-01", ...fields };
  return `---\n${Object.entries(data)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n")}\n---\n\n## Who we are\n`;
}

/** The Sources section every guide and article needs: a checked date and three sources. */
const sourcesFields = [
  'checked: "2026-04-02"',
  "sources:",
  ...[1, 2, 3].flatMap((n) => [
    `  - title: "Source ${n}"`,
    '    publisher: "Example Org"',
    `    url: "https://example.org/${n}"`,
  ]),
];

function guide(slug: string, related: string[]): string {
  return [
    "---",
    `title: "Guide ${slug}"`,
    `description: "${description}"`,
    'published: "2026-03-01"',
    'revised: "2026-04-02"',
    'emoji: "⛷️"',
    "color: sky",
    "icon: mountain-snow",
    "card:",
    '  title: "Ski trip"',
    '  description: "Resort, chalet, lift passes and rentals for the group."',
    "cta:",
    '  problem: "Twelve friends and one deposit."',
    '  solution: "One shared plan with polls and costs."',
    '  button: "Plan it"',
    `related: ${JSON.stringify(related)}`,
    ...sourcesFields,
    "---",
    "",
    "Text.",
  ].join("\n");
}

function article(slug: string, related: string[]): string {
  return [
    "---",
    `title: "Article ${slug}"`,
    `description: "${description}"`,
    'published: "2026-03-01"',
    'revised: "2026-04-02"',
    "readTime: 4",
    'category: "Festivals"',
    'categoryColor: "#0f766e"',
    "cta:",
    '  problem: "Twelve friends and one deposit."',
    '  solution: "One shared plan with polls and costs."',
    '  button: "Plan it"',
    `related: ${JSON.stringify(related)}`,
    ...sourcesFields,
    "---",
    "",
    "Text.",
  ].join("\n");
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError");
}

describe("loadContent", () => {
  it("reads the repository's own content without errors", () => {
    const entries = loadContent();
    expect(entries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(["/privacy-policy", "/terms-of-service"]),
    );
  });

  it("makes a file added to a collection a route and a sitemap URL, with no other file touched", () => {
    const dir = contentDir({ "legal/imprint.mdx": legal() });
    const entries = loadContent(dir, "fixture");
    expect(entries).toEqual([
      expect.objectContaining({
        collection: "legal",
        slug: "imprint",
        path: "/imprint",
        file: "content/legal/imprint.mdx",
      }),
    ]);
    expect(contentRoutes(entries)).toEqual([
      { path: "/imprint", file: "content/legal/imprint.mdx", id: "content/legal/imprint.mdx" },
    ]);
    expect(buildSitemap("https://example.org", [], entries)).toContain(
      "<url><loc>https://example.org/imprint</loc><lastmod>2026-02-01</lastmod></url>",
    );
  });

  it("names the file and the field when frontmatter breaks the schema", () => {
    const long = errorOf(() => loadContent(contentDir({ "legal/imprint.mdx": legal({ title: "x".repeat(61) }) }), "c"));
    expect(long).toContain('c/legal/imprint.mdx: frontmatter field "title" must be at most 60 characters');

    const short = errorOf(() =>
      loadContent(contentDir({ "legal/imprint.mdx": legal({ description: "Too short." }) }), "c"),
    );
    expect(short).toContain('c/legal/imprint.mdx: frontmatter field "description" must be at least 70 characters');

    const date = errorOf(() => loadContent(contentDir({ "legal/imprint.mdx": legal({ revised: "2026-02-30" }) }), "c"));
    expect(date).toContain('c/legal/imprint.mdx: frontmatter field "revised" must be a real calendar date');

    const unknown = errorOf(() => loadContent(contentDir({ "legal/imprint.mdx": legal({ tittle: "Typo" }) }), "c"));
    expect(unknown).toMatch(/c\/legal\/imprint\.mdx: frontmatter field "\(frontmatter\)".*tittle/);

    const missing = errorOf(() =>
      loadContent(
        contentDir({ "guides/ski-trip.mdx": guide("ski-trip", ["a", "b", "c"]).replace("color: sky\n", "") }),
        "c",
      ),
    );
    expect(missing).toContain('c/guides/ski-trip.mdx: frontmatter field "color"');
  });

  it("checks related slugs against the index", () => {
    const ok = loadContent(
      contentDir({
        "guides/a.mdx": guide("a", ["b", "c", "d"]),
        "guides/b.mdx": guide("b", ["a", "c", "d"]),
        "guides/c.mdx": guide("c", ["a", "b", "d"]),
        "guides/d.mdx": guide("d", ["a", "b", "c"]),
      }),
    );
    expect(ok.map((entry) => entry.slug)).toEqual(["a", "b", "c", "d"]);

    const message = errorOf(() =>
      loadContent(
        contentDir({ "guides/a.mdx": guide("a", ["b", "nowhere", "a"]), "guides/b.mdx": guide("b", ["a", "a", "a"]) }),
        "c",
      ),
    );
    expect(message).toContain(
      'c/guides/a.mdx: frontmatter field "related.1" names "nowhere", which is no content page',
    );
    expect(message).toContain('c/guides/a.mdx: frontmatter field "related.2" names the page itself');
  });

  it("rejects a file name that is not a kebab-case slug, and a file without frontmatter", () => {
    expect(errorOf(() => loadContent(contentDir({ "legal/Imprint_Page.mdx": legal() }), "c"))).toContain(
      "c/legal/Imprint_Page.mdx: the file name (the page's slug) must be kebab-case",
    );
    expect(errorOf(() => loadContent(contentDir({ "legal/imprint.mdx": "## No frontmatter\n" }), "c"))).toContain(
      "c/legal/imprint.mdx: no frontmatter",
    );
  });

  it("refuses a guide or an article without its sources or their checked date, naming the field", () => {
    const pages = {
      "guides/a.mdx": guide("a", ["b", "c", "d"]),
      "guides/b.mdx": guide("b", ["a", "c", "d"]),
      "guides/c.mdx": guide("c", ["a", "b", "d"]),
      "blog/d.mdx": article("d", ["a", "b", "c"]),
    };
    expect(loadContent(contentDir(pages), "c")).toHaveLength(4);

    const withoutChecked = (text: string) => text.replace(/^checked: .*\n/m, "");
    const withoutSources = (text: string) => text.replace(/^sources:\n(?: {2}.*\n)+/m, "");
    const twoSources = (text: string) => text.replace(/ {2}- title: "Source 3"\n(?: {4}.*\n)+/, "");
    const message = errorOf(() =>
      loadContent(
        contentDir({
          ...pages,
          "guides/a.mdx": withoutChecked(pages["guides/a.mdx"]),
          "guides/b.mdx": withoutSources(pages["guides/b.mdx"]),
          "guides/c.mdx": twoSources(pages["guides/c.mdx"]),
          "blog/d.mdx": withoutSources(withoutChecked(pages["blog/d.mdx"])),
        }),
        "c",
      ),
    );
    expect(message).toContain(
      'c/guides/a.mdx: frontmatter field "checked" is required: the date the sources were last checked',
    );
    expect(message).toContain('c/guides/b.mdx: frontmatter field "sources" is required: the published sources');
    expect(message).toContain('c/guides/c.mdx: frontmatter field "sources" must list at least three published sources');
    expect(message).toContain('c/blog/d.mdx: frontmatter field "checked" is required');
    expect(message).toContain('c/blog/d.mdx: frontmatter field "sources" is required');
    expect(
      errorOf(() =>
        loadContent(
          contentDir({
            ...pages,
            "blog/d.mdx": pages["blog/d.mdx"].replace('checked: "2026-04-02"', 'checked: "2026-02-30"'),
          }),
          "c",
        ),
      ),
    ).toContain('c/blog/d.mdx: frontmatter field "checked" must be a real calendar date');
  });

  it("checks watched claims: what, a real date and an https page, naming the entry's field", () => {
    const watching = (entries: string[]) =>
      guide("a", ["b", "c", "d"]).replace(/^checked: /m, `watch:\n${entries.join("\n")}\nchecked: `);
    const pages = {
      "guides/b.mdx": guide("b", ["a", "c", "d"]),
      "guides/c.mdx": guide("c", ["a", "b", "d"]),
      "blog/d.mdx": article("d", ["a", "b", "c"]),
    };
    const good = '  - { what: "Oktoberfest 2027 dates", from: "2027-01-01", where: "https://www.oktoberfest.de/" }';
    const [page] = loadContent(contentDir({ ...pages, "guides/a.mdx": watching([good]) }), "c").filter(
      (entry) => entry.slug === "a",
    );
    expect(page?.data).toMatchObject({
      watch: [{ what: "Oktoberfest 2027 dates", from: "2027-01-01", where: "https://www.oktoberfest.de/" }],
    });

    const message = errorOf(() =>
      loadContent(
        contentDir({
          ...pages,
          "guides/a.mdx": watching([
            good,
            '  - { what: "Ticket sale", from: "2027-02-30", where: "https://example.org/" }',
            '  - { what: "Prices", from: "2027-03-01", where: "http://example.org/" }',
            '  - { what: "Dates", from: "2027-03-01" }',
          ]),
        }),
        "c",
      ),
    );
    expect(message).toContain('c/guides/a.mdx: frontmatter field "watch.1.from" must be a real calendar date');
    expect(message).toContain('c/guides/a.mdx: frontmatter field "watch.2.where" must be an https URL');
    expect(message).toContain('c/guides/a.mdx: frontmatter field "watch.3.where"');
  });

  it("fails the build when a countdown's event starts on or before the page's revision date", () => {
    // The guide fixture is revised 2026-04-02.
    const withEvent = (startDate: string) =>
      guide("fest", ["a", "b", "c"]).replace(
        "---\n\nText.",
        [
          "event:",
          '  name: "Example Fest"',
          `  startDate: "${startDate}"`,
          '  endDate: "2026-09-30"',
          '  locations: ["Example Park, Example City"]',
          '  url: "https://fest.example.org/"',
          "  organizer:",
          '    name: "Example Fest GmbH"',
          '    url: "https://fest.example.org/"',
          "countdown:",
          "  scheme: purple",
          '  label: "Example Fest opens"',
          "---\n\nText.",
        ].join("\n"),
      );
    const others = { "guides/a.mdx": guide("a", ["b", "c", "fest"]), "guides/b.mdx": guide("b", ["a", "c", "fest"]) };
    const pages = (startDate: string) => ({
      ...others,
      "guides/c.mdx": guide("c", ["a", "b", "fest"]),
      "guides/fest.mdx": withEvent(startDate),
    });
    expect(errorOf(() => loadContent(contentDir(pages("2026-04-02")), "c"))).toContain(
      'c/guides/fest.mdx: frontmatter field "event.startDate" (2026-04-02) is not after "revised" (2026-04-02), so its countdown would stand at zero: the page must name the next edition',
    );
    expect(errorOf(() => loadContent(contentDir(pages("2025-09-20")), "c"))).toContain(
      '"event.startDate" (2025-09-20)',
    );
    const fest = loadContent(contentDir(pages("2026-04-03")), "c").find((entry) => entry.slug === "fest");
    expect(fest?.collection === "guides" && fest.data.event?.startDate).toBe("2026-04-03");
  });
});

describe("checkShopList", () => {
  const shops = Array.from({ length: 10 }, (_, index) => ({
    name: `Shop ${index + 1}`,
    type: "BOTH",
    rating: 4.5,
    priceTier: "€€",
    englishFriendly: true,
    address: `Example street ${index + 1}, 80331 München`,
    website: `https://shop${index + 1}.example`,
  }));

  it("accepts a list of valid shops", () => {
    expect(() => checkShopList(shops)).not.toThrow();
  });

  it("fails the build naming the shop and the field when a rating or type is out of range", () => {
    const broken = shops.map((shop, index) =>
      index === 1 ? { ...shop, rating: 4.9 } : index === 2 ? { ...shop, type: "LEASE" } : shop,
    );
    const message = errorOf(() => checkShopList(broken, "shops.ts"));
    expect(message).toContain('shops.ts: shop 2 (Shop 2), field "rating" must be at most 4.8');
    expect(message).toContain('shops.ts: shop 3 (Shop 3), field "type"');
    expect(errorOf(() => checkShopList([], "shops.ts"))).toContain("shops.ts: the list needs at least one shop");
  });

  it("fails the build for an address without a house number, a plain-http website or an eleventh shop", () => {
    const broken = shops.map((shop, index) =>
      index === 0
        ? { ...shop, address: "Hohenzollernstraße, München" }
        : index === 1
          ? { ...shop, website: "http://shop2.example" }
          : shop,
    );
    const message = errorOf(() => checkShopList(broken, "shops.ts"));
    expect(message).toContain(
      'shops.ts: shop 1 (Shop 1), field "address" must be a street address with a house number',
    );
    expect(message).toContain('shops.ts: shop 2 (Shop 2), field "website" must be an https URL');
    const eleven = [...shops, { ...shops[0], name: "Shop 11" }];
    expect(errorOf(() => checkShopList(eleven, "shops.ts"))).toContain("may hold at most ten shops");
    expect(errorOf(() => checkShopList([shops[0], shops[0]], "shops.ts"))).toContain("names a shop twice");
  });

  it("accepts the page's own list", () => {
    expect(() => checkShopList(munichShops)).not.toThrow();
  });
});

describe("shop cards' helpers", () => {
  it("labels every type in words: Buy, Rent, Buy and rent", () => {
    expect(shopTypeLabels).toEqual({ BUY: "Buy", RENT: "Rent", BOTH: "Buy and rent" });
    expect([rents({ type: "BUY" }), rents({ type: "RENT" }), rents({ type: "BOTH" })]).toEqual([false, true, true]);
  });

  it("links a map search for the shop's name and address, encoded, with nothing else in the query", () => {
    const url = new URL(mapUrl({ name: "Kostüme Breuer", address: "Hohenzollernstraße 22a, 80801 München" }));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect([...url.searchParams.keys()]).toEqual(["api", "query"]);
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe("Kostüme Breuer, Hohenzollernstraße 22a, 80801 München");
    expect(url.search).not.toMatch(/[ äöüß]/);
  });

  it("keeps characters that mean something in a URL inside the query", () => {
    const url = new URL(mapUrl({ name: "A & B #1", address: "Tal 1?x=2, 80331 München" }));
    expect([...url.searchParams.keys()]).toEqual(["api", "query"]);
    expect(url.searchParams.get("query")).toBe("A & B #1, Tal 1?x=2, 80331 München");
    expect(url.hash).toBe("");
  });
});

describe("loadTranslations", () => {
  const load = (files: Record<string, string>) => {
    const dir = contentDir(files);
    return loadTranslations(loadContent(dir, "content"), dir, "content");
  };

  it("reads <slug>.de.mdx beside its source, at /de/ under its own slug or the source's", () => {
    const entries = load({
      "legal/legal-notice.mdx": legal(),
      "legal/legal-notice.de.mdx": legal({ title: "Impressum", slug: "impressum", sourceRevised: "2026-02-01" }),
      "legal/privacy-policy.mdx": legal(),
      "legal/privacy-policy.de.mdx": legal({ title: "Datenschutz", sourceRevised: "2026-02-01" }),
    });
    expect(entries.map((entry) => [entry.path, entry.locale, entry.slug, entry.file])).toEqual([
      ["/de/impressum", "de", "legal-notice", "content/legal/legal-notice.de.mdx"],
      ["/de/privacy-policy", "de", "privacy-policy", "content/legal/privacy-policy.de.mdx"],
    ]);
  });

  it("needs sourceRevised, naming the file and the field", () => {
    expect(() => load({ "legal/imprint.mdx": legal(), "legal/imprint.de.mdx": legal({ title: "Impressum" }) })).toThrow(
      /content\/legal\/imprint\.de\.mdx: frontmatter field "sourceRevised".*or `original: true`/,
    );
  });

  it("takes a page written in its language first (original: true), with no English source and no counterpart", () => {
    const [page] = load({ "legal/impressum.de.mdx": legal({ title: "Impressum", original: true }) });
    expect([page?.path, page?.locale, page?.slug]).toEqual(["/de/impressum", "de", "impressum"]);
    // Never both: an original follows no English revision, and one with an English source is none.
    expect(() => load({ "legal/impressum.de.mdx": legal({ original: true, sourceRevised: "2026-02-01" }) })).toThrow(
      /impressum\.de\.mdx: frontmatter field "original"/,
    );
    expect(() => load({ "legal/imprint.mdx": legal(), "legal/imprint.de.mdx": legal({ original: true }) })).toThrow(
      /imprint\.de\.mdx: legal\/imprint\.mdx is its English source, so it is no original/,
    );
  });

  it("refuses a translation without a source, in an unknown language, or at a taken path", () => {
    expect(() => load({ "legal/imprint.de.mdx": legal({ sourceRevised: "2026-02-01" }) })).toThrow(
      /imprint\.de\.mdx: there is no legal\/imprint\.mdx for it to translate/,
    );
    expect(() =>
      load({ "legal/imprint.mdx": legal(), "legal/imprint.xx.mdx": legal({ sourceRevised: "2026-02-01" }) }),
    ).toThrow(/"xx" is not one of the site's other languages/);
    expect(() =>
      load({
        "legal/a.mdx": legal(),
        "legal/b.mdx": legal(),
        "legal/a.de.mdx": legal({ slug: "x", sourceRevised: "2026-02-01" }),
        "legal/b.de.mdx": legal({ slug: "x", sourceRevised: "2026-02-01" }),
      }),
    ).toThrow(/b\.de\.mdx: the path \/de\/x is already served by content\/legal\/a\.de\.mdx/);
  });

  it("keeps translations out of the source index", () => {
    const dir = contentDir({
      "legal/imprint.mdx": legal(),
      "legal/imprint.de.mdx": legal({ sourceRevised: "2026-02-01" }),
    });
    expect(loadContent(dir, "content").map((entry) => entry.path)).toEqual(["/imprint"]);
  });
});
