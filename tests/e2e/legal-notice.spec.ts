/**
 * The legal notice (decisions.md, "The operator"): linked from the footer of
 * every page, listed in the sitemap, and showing the operator values of the
 * build's own configuration (placeholders until they are set).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { resolveDeployValues } from "../../app/config/deploy-values.mjs";
import { buildEnv } from "../../scripts/build-env.mjs";
import { pageFile } from "../../scripts/built-pages.mjs";
import { builtPages, waitForScripts, withConsent } from "./support";

// SITE_DIR: the built site's folder (set by playwright.config.ts).
const clientDir = resolve(import.meta.dirname, "../..", process.env.SITE_DIR ?? "dist");
const { values } = resolveDeployValues(buildEnv());

function htmlOf(path: string): string {
  return readFileSync(pageFile(clientDir, path), "utf8");
}

test("the footer of every page links to the legal notice, in the HTML itself", () => {
  const pages = builtPages();
  expect(pages).toContain("/legal-notice");
  expect(pages).toContain("/de/impressum");
  for (const path of pages) {
    // The site's footer is the page's last <footer> (an article may have its own before it).
    const footer = [...htmlOf(path).matchAll(/<footer[\s\S]*?<\/footer>/g)].at(-1)?.[0] ?? "";
    expect(footer, `${path} has a footer`).not.toBe("");
    // German pages link the German legal notice, by the name German readers look for (§ 5 DDG: easy to find).
    const [href, name] =
      path === "/de" || path.startsWith("/de/") ? ["/de/impressum", "Impressum"] : ["/legal-notice", "Legal Notice"];
    expect(footer, `${path} links to ${href}`).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${name}</a>`));
  }
});

test("the footer link leads to the legal notice, which is in the sitemap with its own title", async ({
  page,
  request,
}) => {
  await withConsent(page);
  await page.goto("/contact");
  await waitForScripts(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Legal Notice" }).click();
  await expect(page).toHaveURL("/legal-notice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal notice");
  await expect(page).toHaveTitle(/^Legal notice/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toMatch(/operator/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://wayfellow.app/legal-notice</loc>");
});

test("the legal notice shows the operator of the build's configuration", async ({ page }) => {
  await withConsent(page);
  await page.goto("/legal-notice");
  await waitForScripts(page);
  const article = page.getByRole("article");
  const text = ((await article.textContent()) ?? "").replace(/\s+/g, " ");
  for (const name of [
    "VITE_LEGAL_NAME",
    "VITE_LEGAL_FORM",
    "VITE_OPERATOR_STREET",
    "VITE_OPERATOR_CITY",
    "VITE_OPERATOR_COUNTRY",
    "VITE_OPERATOR_PHONE",
    "VITE_CONTENT_RESPONSIBLE",
  ] as const) {
    expect(text, name).toContain(values[name]);
  }
  for (const name of ["VITE_OPERATOR_REGISTER", "VITE_OPERATOR_VAT_ID", "VITE_OPERATOR_REPRESENTATIVE"] as const) {
    if (values[name]) expect(text, name).toContain(values[name]);
  }
  await expect(article.getByRole("link", { name: /^support@/ })).toHaveAttribute("href", /^mailto:support@/);
  const headings = article.getByRole("heading", { level: 2 });
  await expect(headings).toHaveCount(4);
  for (const [index, name] of [
    "Operator",
    "Contact",
    "Responsible for content",
    "Consumer dispute resolution",
  ].entries()) {
    await expect(headings.nth(index)).toHaveAccessibleName(name);
  }
  // The EU's online dispute resolution platform closed in July 2025: no page may still point to it.
  expect(text).not.toMatch(/ec\.europa\.eu\/consumers\/odr|online dispute resolution platform/i);
});
