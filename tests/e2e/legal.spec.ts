/**
 * The legal pages (spec §2): every section in the spec's order, each with an
 * anchor, a table of contents, its real revision date (decisions.md, "Dates
 * are true"), and the facts the privacy policy must name.
 */
import { expect, test, type Page } from "@playwright/test";
import { consent, promptFlags } from "../../app/config/constants";
import { resolveDeployValues } from "../../app/config/deploy-values.mjs";
import type { EntryOf } from "../../app/content/entry";
import { loadContent } from "../../app/content/load";
import { trafficSourceKey } from "../../app/lib/analytics/attribution";
import { buildEnv } from "../../scripts/build-env.mjs";
import { oneWidth, waitForScripts, watchConsole, withConsent } from "./support";

const legalPages = loadContent().filter((entry): entry is EntryOf<"legal"> => entry.collection === "legal");
const origin = "https://wayfellow.app";

const sections = {
  "/privacy-policy": [
    "Introduction",
    "Information We Collect",
    "How We Use Your Information",
    "User Content and AI Processing",
    "How We Share Information",
    "Cookies and Similar Technologies",
    "Data Security",
    "Data Retention",
    "Your Rights",
    "Third-Party Links",
    "International Data Transfers",
    "Children",
    "Changes to This Policy",
    "GDPR Information",
    "Contact Us",
  ],
  "/terms-of-service": [
    "Introduction",
    "Eligibility",
    "Use of the Service",
    "User Content",
    "AI Processing",
    "Prohibited Content",
    "Payments and Subscriptions",
    "Refunds",
    "Intellectual Property",
    "Third-Party Services",
    "Termination",
    "Indemnification",
    "Disclaimer",
    "Governing Law",
    "Changes to These Terms",
    "Severability",
    "Contact Us",
  ],
};

for (const [path, expected] of Object.entries(sections)) {
  test.describe(path, () => {
    test(
      "has every section of the spec, in order, each with an anchor the contents link to",
      oneWidth,
      async ({ page }) => {
        await withConsent(page);
        await page.goto(path);
        await waitForScripts(page);
        const article = page.getByRole("article");
        const headings = article.getByRole("heading", { level: 2 });
        // A heading's accessible name is its own text; the "#" beside it is decoration.
        for (const [index, name] of expected.entries()) {
          await expect(headings.nth(index)).toHaveAccessibleName(name);
        }
        await expect(headings).toHaveCount(expected.length);
        expect(expected).toHaveLength(path === "/privacy-policy" ? 15 : 17);

        const toc = page.getByRole("navigation", { name: "On this page" });
        const links = toc.getByRole("link");
        await expect(links).toHaveText(expected);
        for (const [index, link] of (await links.all()).entries()) {
          const href = (await link.getAttribute("href")) ?? "";
          expect(href).toMatch(/^#[a-z0-9-]+$/);
          const heading = headings.nth(index);
          await expect(heading).toHaveAttribute("id", href.slice(1));
          // The address a reader can copy: the heading's text links to the heading itself.
          await expect(heading.getByRole("link", { name: expected[index], exact: true })).toHaveAttribute("href", href);
        }

        // The contents take the reader to the section.
        await links.nth(expected.length - 2).click();
        await expect(page).toHaveURL(
          new RegExp(`#${(await links.nth(expected.length - 2).getAttribute("href"))?.slice(1)}$`),
        );
        await expect(headings.nth(expected.length - 2)).toBeInViewport();
      },
    );

    test(
      "says when it was last updated: its real revision date, whatever the visitor's clock",
      oneWidth,
      async ({ page, request }) => {
        const entry = legalPages.find((candidate) => candidate.path === path)!;
        const problems = watchConsole(page);
        await page.clock.install({ time: new Date("2031-03-15T12:00:00Z") });
        await withConsent(page);
        await page.goto(path);
        await waitForScripts(page);
        const revised = new Date(`${entry.data.revised}T00:00:00Z`);
        const label = revised.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
        await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${label}`);
        await expect(page.getByText(/^Last updated:/).locator("time")).toHaveAttribute("datetime", entry.data.revised);
        expect(label).not.toContain("2031");
        // The same date as the sitemap's lastmod and the structured data's dateModified.
        const sitemap = await (await request.get("/sitemap.xml")).text();
        expect(sitemap).toContain(`<loc>${origin}${path}</loc><lastmod>${entry.data.revised}</lastmod>`);
        expect(problems).toEqual([]);
      },
    );

    test(
      "keeps the support address out of the HTML and shows it once the page's scripts run",
      oneWidth,
      async ({ page, request }) => {
        const html = await (await request.get(path)).text();
        expect(html).not.toContain("support@");
        await withConsent(page);
        await page.goto(path);
        await waitForScripts(page);
        await expect(page.getByRole("link", { name: /^support@/ }).first()).toHaveAttribute("href", /^mailto:support@/);
      },
    );
  });
}

test("the privacy policy names every item the site stores and the analytics service", oneWidth, async ({ page }) => {
  await withConsent(page);
  await page.goto("/privacy-policy");
  const text = (await page.getByRole("article").textContent()) ?? "";
  for (const name of [consent.storageKey, consent.cookieName, trafficSourceKey, ...Object.values(promptFlags), "_ga"]) {
    expect(text, `names ${name}`).toContain(name);
  }
  expect(text).toContain("Google Analytics");
  expect(text).toContain(`${consent.cookieDays} days`);
  expect(text).toContain("Cookie settings");
  await expect(page.getByRole("article").getByRole("link", { name: "account deletion page" }).first()).toHaveAttribute(
    "href",
    "/delete-account",
  );
});

test(
  "the privacy policy names the supervisory authority of the build's configuration and each transfer's safeguard",
  oneWidth,
  async ({ page }) => {
    const { values } = resolveDeployValues(buildEnv());
    await withConsent(page);
    await page.goto("/privacy-policy");
    const text = ((await page.getByRole("article").textContent()) ?? "").replace(/\s+/g, " ");
    expect(text).toContain(
      `The supervisory authority competent for us is: ${values.VITE_SUPERVISORY_AUTHORITY}, ${values.VITE_SUPERVISORY_AUTHORITY_ADDRESS}.`,
    );
    expect(text).toMatch(/Google Ireland Limited/);
    expect(text).toMatch(
      /EU-U\.S\. Data Privacy Framework, which the European Commission found adequate in its decision of 10 July 2023/,
    );
    expect(text).toMatch(/standard contractual clauses/);
    expect(text).toContain("Two years after your last visit");
  },
);

test("each English legal page says the German version prevails", oneWidth, async ({ page }) => {
  for (const path of ["/legal-notice", "/privacy-policy", "/terms-of-service"]) {
    await withConsent(page);
    await page.goto(path);
    await expect(page.getByRole("article").getByText(/the German version prevails/)).toHaveCount(1);
  }
});

test(
  "the terms state the minimum age, that nothing is sold, what a paid feature would show first, and the governing law",
  oneWidth,
  async ({ page }) => {
    await withConsent(page);
    await page.goto("/terms-of-service");
    const text = (await page.getByRole("article").textContent()) ?? "";
    expect(text).toContain("at least 16 years old");
    // The app is free (decisions.md, "Legal pages invent no vendor, hosting region or price"): no
    // subscription rules that would not hold under §§ 307, 309 BGB, only what a paid feature shows first.
    expect(text).toMatch(/is free today/);
    expect(text).toMatch(
      /shown before you buy what you get, what it costs, how long it runs, whether it renews automatically/,
    );
    expect(text).not.toMatch(/non-refundable/);
    expect(text).toMatch(/These terms are governed by the laws of \w+/);
    // Under-18s need a parent's or guardian's consent (BGB §§ 106-108), which nobody confirms by signing up.
    expect(text).toMatch(/under 18, you need the consent of a parent or guardian/);
    expect(text).not.toMatch(/you confirm that you have it/);
    expect(text).toMatch(/cannot take away your statutory rights/);
    // Liability only for fault (§ 307 BGB), and no saving clause.
    expect(text).toMatch(/responsible for what happens in your account to the extent you are at fault/);
    expect(text).not.toMatch(/law of the country where you live allows/);
    // DSA art. 16: the good-faith statement, and name and e-mail optional for child abuse reports.
    expect(text).toMatch(/in good faith/);
    // The Digital Services Act: one point of contact for authorities and users, its languages, reasons.
    expect(text).toMatch(/single point of contact for the authorities[^.]*and for you and every other user/);
    expect(text).toMatch(/in German or English/);
    expect(text).toMatch(/Reasons for every restriction/);
  },
);

/** The box around the privacy policy's first table, at the given viewport size. */
async function policyTableBox(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await withConsent(page);
  await page.goto("/privacy-policy");
  await waitForScripts(page);
  return page
    .getByRole("region")
    .filter({ has: page.getByRole("table") })
    .first();
}

test("a stacked table on a phone is not called scrolling, nor a keyboard stop", async ({ page }) => {
  const box = await policyTableBox(page, { width: 390, height: 844 });
  await expect(box).toHaveAccessibleName("Table");
  await expect(box).not.toHaveAttribute("tabindex");
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});

test("a table too wide for its box scrolls inside it, says so, and takes keyboard focus", async ({ page }) => {
  const box = await policyTableBox(page, { width: 1280, height: 800 });
  await expect(box).toHaveAccessibleName("Table");
  // A table wider than the text column, as a long unbreakable value would make it.
  await box.locator("table").evaluate((table) => (table.style.minWidth = "80rem"));
  await expect(box).toHaveAccessibleName("Table (scrolls sideways)");
  await expect(box).toHaveAttribute("tabindex", "0");
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});

test("a breadcrumb leads home, with matching BreadcrumbList data", oneWidth, async ({ page }) => {
  await withConsent(page);
  await page.goto("/terms-of-service");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home/", "Terms of Service"]);
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const list = data.find((item) => item["@type"] === "BreadcrumbList");
  expect(list.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://wayfellow.app/" },
    { "@type": "ListItem", position: 2, name: "Terms of Service", item: "https://wayfellow.app/terms-of-service" },
  ]);
});

test("on a phone a legal page's table is one card per row, each value under its column's name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withConsent(page);
  await page.goto("/privacy-policy");
  const storage = page.getByRole("table").filter({ hasText: "wayfellow_traffic_source" });
  // Still a table to assistive technology, with its column headers.
  await expect(storage.getByRole("columnheader")).toHaveText(["Name", "Where", "Purpose", "Lifetime", "Set"]);
  const row = storage.getByRole("row").filter({ hasText: "wayfellow_traffic_source" });
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(5);
  const before = await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td, "::before").content));
  expect(before).toEqual(['"Name"', '"Where"', '"Purpose"', '"Lifetime"', '"Set"']);
  // Every cell fits the screen: nothing to scroll sideways for.
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});
