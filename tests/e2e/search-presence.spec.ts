/**
 * What search engines read: the sitemap (every indexable page, content pages
 * with their revision date) and the structured data.
 */
import { expect, test, type Page } from "@playwright/test";
import { loadContent, loadTranslations } from "../../app/content/load";
import { builtPages } from "./support";

const origin = "https://wayfellow.app";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

test.describe("sitemap.xml", () => {
  test("lists exactly the indexable pages; noindex pages are absent", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

    // Every prerendered page, asked whether it wants to be indexed under its own URL.
    const indexable: string[] = [];
    const noindex: string[] = [];
    for (const path of builtPages()) {
      const html = await (await request.get(path === "/404" ? "/404" : path)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (/<meta name="robots" content="[^"]*noindex/.test(html)) noindex.push(path);
      else if (canonical === `${origin}${path}`) indexable.push(canonical);
    }
    // The German edition's app pages and error pages are noindex too (config/pages.ts).
    expect(noindex.sort()).toEqual(
      ["/403", "/404", "/email-confirmed", "/invite", "/de/403", "/de/404", "/de/email-confirmed", "/de/invite"].sort(),
    );
    expect([...listed].sort()).toEqual(indexable.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  test("gives content pages their revision date as lastmod, and other pages none", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const lastmod = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, date]) => [
        loc,
        date,
      ]),
    );
    // German content pages carry their own revision date too.
    const sources = loadContent();
    const content = [...sources, ...loadTranslations(sources)];
    expect(content.length).toBeGreaterThan(sources.length);
    for (const entry of content) expect(lastmod.get(`${origin}${entry.path}`), entry.path).toBe(entry.data.revised);
    const contentUrls = new Set(content.map((entry) => `${origin}${entry.path}`));
    for (const [loc, date] of lastmod) if (loc && !contentUrls.has(loc)) expect(date, loc).toBeUndefined();
  });
});

test("the not-found page, at any unknown address, names no address of its own: /404 answers 404 too", async ({
  request,
}) => {
  for (const path of ["/nothing-here", "/de/nichts-hier", "/404"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('name="robots" content="noindex');
    expect(html, path).not.toMatch(/rel="canonical"|property="og:url"/);
  }
});

test.describe("structured data", () => {
  test("home describes the organization, the website and the free app in both stores", async ({ page }) => {
    await page.goto("/");
    const data = await jsonLd(page);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, checked field by field below
    const byType = (type: string) => data.find((item) => item["@type"] === type) as Record<string, any>;

    expect(data.every((item) => item["@context"] === "https://schema.org")).toBe(true);
    const organization = byType("Organization");
    expect(organization).toMatchObject({ name: "Wayfellow", url: `${origin}/` });
    expect(organization.logo).toMatch(/^https:\/\/.+\.png$/);
    expect(organization.sameAs).toHaveLength(3);
    expect(organization.contactPoint).toMatchObject({ url: `${origin}/contact` });
    // The support address is never in the static HTML, structured data included.
    expect(await (await page.request.get("/")).text()).not.toContain("support@");

    expect(byType("WebSite")).toMatchObject({ name: "Wayfellow", url: `${origin}/` });

    const app = byType("MobileApplication");
    expect(app).toMatchObject({
      name: "Wayfellow",
      operatingSystem: "iOS, Android",
      applicationCategory: "TravelApplication",
    });
    expect(app.offers).toMatchObject({ "@type": "Offer", price: 0 });
    const stores = await page
      .getByRole("link", { name: /App Store|Google Play/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(app.installUrl).toHaveLength(2);
    for (const url of app.installUrl) expect(stores.some((href) => href?.startsWith(url))).toBe(true);
    // No invented ratings or reviews (decisions.md).
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|reviewCount|ratingValue/);
  });
});

test("every page's title and description fit a search snippet (title at most 60, description 70 to 160)", async ({
  request,
}) => {
  const decode = (text: string) =>
    text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&quot;", '"');
  for (const path of builtPages()) {
    const html = await (await request.get(path)).text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    expect(title.length, `${path}: "${title}"`).toBeGreaterThan(0);
    expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60);
    expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
  }
});

test.describe("link previews", () => {
  // What a link-preview crawler reads: the prerendered HTML, no script run.
  test.use({ javaScriptEnabled: false });

  test("every content page has its own 1200x630 link-preview image", async ({ page, request }) => {
    const { PNG } = await import("pngjs");
    const seen = new Set<string>();
    // German content pages have their own card, in German.
    const sources = loadContent();
    const pages = [...sources, ...loadTranslations(sources)];
    for (const entry of pages) {
      await page.goto(entry.path);
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image, entry.path).toMatch(new RegExp(`^${origin}/`));
      expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(image);
      seen.add(image!);
      const response = await request.get(new URL(image!).pathname);
      expect(response.status(), image!).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = PNG.sync.read(await response.body());
      expect([png.width, png.height], image!).toEqual([1200, 630]);
    }
    expect(seen.size, "one image per page").toBe(pages.length);
  });
});
