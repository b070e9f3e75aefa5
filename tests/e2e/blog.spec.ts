/**
 * The blog (spec section 2, blog bullets; decisions.md "Blog dates", "Feed"):
 * the listing, read times, dates, structured data, the alias route, the
 * tracked call to action and the feed.
 */
import { expect, test } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import type { EntryOf } from "../../app/content/entry";
import { expectInSiteDownload, oneWidth, waitForScripts, watchConsole, withConsent } from "./support";

const articles = loadContent().filter((entry): entry is EntryOf<"blog"> => entry.collection === "blog");
const origin = "https://wayfellow.app";

test(
  "the blog lists every article, newest first, with its date, read time and category",
  oneWidth,
  async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(articles.length);
    expect(articles.length).toBe(5);
    const dates = await cards
      .locator("time")
      .evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles) {
      const card = cards.filter({ has: page.getByRole("link", { name: article.data.title, exact: true }) });
      await expect(card.getByRole("link")).toHaveAttribute("href", article.path);
      await expect(card).toContainText(`${article.data.readTime} min read`);
      await expect(card).toContainText(article.data.category);
    }
  },
);

for (const article of articles) {
  test(`${article.path}: its words fit its ${article.data.readTime}-minute read time`, oneWidth, async ({ page }) => {
    await withConsent(page);
    await page.goto(article.path);
    const text = await page.getByRole("article").innerText();
    const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    expect(Math.abs(words - article.data.readTime * 230), `${words} words`).toBeLessThanOrEqual(230);
  });
}

test(
  "an article shows its real revision date whatever the visitor's clock, its read time, and its review dates",
  oneWidth,
  async ({ page, request }) => {
    const problems = watchConsole(page);
    await page.clock.install({ time: new Date("2031-03-15T09:00:00Z") });
    await withConsent(page);
    const article = articles[0]!;
    await page.goto(article.path);
    await waitForScripts(page);
    const revised = new Date(`${article.data.revised}T00:00:00Z`);
    const label = revised.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
    expect(label).not.toContain("2031");
    await expect(page.getByText(/^Updated /)).toHaveText(`Updated ${label}`);
    await expect(page.getByText(/^Updated /).locator("time")).toHaveAttribute("datetime", article.data.revised);
    // The same date as the sitemap's lastmod (and the BlogPosting's dateModified, below).
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${origin}${article.path}</loc><lastmod>${article.data.revised}</lastmod>`);
    await expect(page.getByText(`${article.data.readTime} min read`)).toBeVisible();
    const footer = page.getByText(/^Last reviewed:/);
    await expect(footer).toContainText(`Last reviewed: `);
    const next = new Date(`${article.data.revised}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 3);
    await expect(footer.locator("time").last()).toHaveAttribute("datetime", next.toISOString().slice(0, 10));
    expect(problems).toEqual([]);
  },
);

test(
  "articles carry BlogPosting data with the real revision date, and the comparison its FAQ",
  oneWidth,
  async ({ page }) => {
    for (const article of articles) {
      await page.goto(article.path);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
        JSON.parse(t),
      );
      const posting = data.find((item) => item["@type"] === "BlogPosting");
      expect(posting, article.path).toMatchObject({
        headline: article.data.title,
        description: article.data.description,
        datePublished: article.data.published,
        dateModified: article.data.revised,
        author: { "@type": "Organization" },
        publisher: { "@type": "Organization" },
      });
      expect(posting.image).toMatch(/^https:\/\/.+\.png$/);
      expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    }
    await page.goto("/blog/best-group-trip-planning-apps-2026");
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const faq = data.find((item) => item["@type"] === "FAQPage");
    const questions = await page.getByRole("article").locator("h3").allTextContents();
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
    for (const entry of faq.mainEntity) {
      expect(questions).toContain(entry.name);
      await expect(page.getByRole("article").getByText(entry.acceptedAnswer.text, { exact: true })).toBeVisible();
    }
  },
);

test("the comparison is also served at its alias, with the blog URL as canonical", oneWidth, async ({ page }) => {
  const response = await page.goto("/best-group-trip-planning-apps-2026");
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/blog/best-group-trip-planning-apps-2026`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    articles.find((a) => a.slug === "best-group-trip-planning-apps-2026")!.data.title,
  );
});

test(
  "the comparison's buttons lead to /download (with download_app and the article's campaign) and /get-the-app",
  oneWidth,
  async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog/best-group-trip-planning-apps-2026");
    await waitForScripts(page);
    await expect(page.getByRole("link", { name: "Download Wayfellow Free" }).first()).toHaveAttribute(
      "href",
      "/get-the-app",
    );
    await page.getByRole("button", { name: "Try Wayfellow Free" }).first().click();
    await expectInSiteDownload(page, "blog", "best-group-trip-planning-apps-2026");
  },
);

test("the comparison is a table on a computer and one card per app on a phone", async ({ page }) => {
  await withConsent(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog/best-group-trip-planning-apps-2026");
  await expect(page.getByRole("table", { name: "Group trip planning apps compared" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Group trip planning apps compared" })).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("table", { name: "Group trip planning apps compared" })).toBeHidden();
  await expect(page.getByRole("list", { name: "Group trip planning apps compared" }).getByRole("listitem")).toHaveCount(
    7,
  );
});

test(
  "the comparison labels our 4.8 as our own rating, dates every other app's price, and marks up no rating",
  oneWidth,
  async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/blog/best-group-trip-planning-apps-2026");
    const article = page.getByRole("article");
    // Wherever the score appears, in the table or the text, it says whose rating it is.
    const scores = await article.getByText(/4\.8/).allInnerTexts();
    expect(scores.length).toBeGreaterThanOrEqual(2);
    for (const text of scores) expect(text).toMatch(/our own rating of our own app/i);
    const rows = page.getByRole("table", { name: "Group trip planning apps compared" }).locator("tbody tr");
    await expect(rows).toHaveCount(7);
    const ours = rows.filter({ hasText: "Wayfellow" });
    await expect(ours).toContainText("Our own rating of our own app: 4.8/5");
    for (const row of await rows.filter({ hasNotText: "Wayfellow" }).all()) {
      await expect(row.getByRole("cell").first()).toContainText(/checked [A-Z][a-z]{2} \d{4}/);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole("list", { name: "Group trip planning apps compared" }).getByRole("listitem");
    await expect(cards.filter({ hasText: "Wayfellow" })).toContainText("Our own rating of our own app: 4.8/5");
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
    expect(data).not.toMatch(/aggregateRating|ratingValue|reviewCount|"Review"/);
  },
);

test(
  "an article's call to action carries the blog campaign, with address values winning except utm_content",
  oneWidth,
  async ({ page }) => {
    await withConsent(page);
    const article = articles.find((a) => a.slug === "tomorrowland-2026-trip")!;
    await page.goto(article.path);
    await waitForScripts(page);
    const cta = page.getByRole("region", { name: "Get the app" }).getByRole("link");
    await expect(cta).toHaveAttribute(
      "href",
      "/download?utm_source=website&utm_medium=blog&utm_campaign=tomorrowland-2026-trip&utm_content=blog-cta",
    );
    await page.goto(`${article.path}?utm_source=instagram&utm_medium=social&utm_content=story`);
    await waitForScripts(page);
    await expect(cta).toHaveAttribute(
      "href",
      "/download?utm_source=instagram&utm_medium=social&utm_campaign=tomorrowland-2026-trip&utm_content=blog-cta",
    );
  },
);

test("an article opens at the top after client-side navigation", oneWidth, async ({ page }) => {
  await withConsent(page);
  await page.goto("/blog");
  await waitForScripts(page);
  await page.getByRole("link", { name: articles[1]!.data.title, exact: true }).click();
  await expect(page).toHaveURL(articles[1]!.path);
  const related = page.getByRole("region", { name: "Keep planning" }).getByRole("link").first();
  await related.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await related.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test(
  "the feed is RSS 2.0 with every article, absolute links, descriptions and dates, announced in the head",
  oneWidth,
  async ({ page }) => {
    await page.goto("/blog");
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    expect(href).toBe(`${origin}/blog/rss.xml`);
    const xml = await (await page.request.get("/blog/rss.xml")).text();
    const items = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      return {
        version: doc.documentElement.getAttribute("version"),
        items: Array.from(doc.querySelectorAll("item")).map((item) => ({
          link: item.querySelector("link")?.textContent,
          description: item.querySelector("description")?.textContent,
          date: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(items?.version).toBe("2.0");
    expect(items?.items).toHaveLength(5);
    for (const item of items!.items) {
      expect(item.link).toMatch(/^https:\/\/wayfellow\.app\/blog\/[a-z0-9-]+$/);
      expect(item.description?.length).toBeGreaterThan(60);
      expect(Number.isNaN(Date.parse(item.date ?? ""))).toBe(false);
    }
    await page.goto(articles[0]!.path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", href!);
  },
);

test("the app comparison table's box says it scrolls sideways only where it does", async ({ page }) => {
  await withConsent(page);
  await page.goto("/blog/best-group-trip-planning-apps-2026");
  await waitForScripts(page);
  const box = page.getByRole("region", { name: /^Comparison of group trip planning apps/ });
  // A tablet's width is too narrow for its columns; a computer's fits them.
  for (const width of [700, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(async () => {
        const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
        const name = await box.getAttribute("aria-label");
        return name === `Comparison of group trip planning apps${scrolls ? " (scrolls sideways)" : ""}`;
      }, `at ${width} px`)
      .toBe(true);
  }
});
