/**
 * The page budgets of the static site (decisions.md, "Static by default"; scripts/page-scripts.mjs):
 * what a page runs before any tap and before a consent choice, in gzip level 6 — its inline
 * scripts, the scripts its HTML names and everything they import statically, plus the scripts a
 * browser saw it load (dynamic imports made on load, islands near the bottom once scrolled to).
 * Reading pages at most 15 KB, home 20 KB, the app's pages 90 KB, the splitter 110 KB.
 *
 * Each page of the build is checked under its kind, and every kind has pages. The same visit checks that the page's CSP blocks nothing it
 * loads.
 */
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { staticPages } from "../../app/config/pages";
import { budgets, kb, kindNames, observeScripts, pageKind, pageScripts } from "../../scripts/page-scripts.mjs";
import { builtPages, oneWidth } from "./support";

const siteDir = resolve(import.meta.dirname, "../..", process.env.SITE_DIR ?? "dist");
const pages = builtPages();
const kinds = Object.keys(budgets) as (keyof typeof budgets)[];

test("names the page kinds it checks", oneWidth, () => {
  const summary = kinds.map((kind) => {
    const paths = pages.filter((path) => pageKind(path, staticPages) === kind);
    return `${kindNames[kind]} (${kb(budgets[kind])} KB): ${paths.length ? paths.join(" ") : "none built yet"}`;
  });
  for (const line of summary) test.info().annotations.push({ type: "checked", description: line });
  console.log(`Page budgets checked:\n  ${summary.join("\n  ")}`);
  expect(pages.length, "pages in the build").toBeGreaterThan(0);
});

for (const kind of kinds) {
  const paths = pages.filter((path) => pageKind(path, staticPages) === kind);
  const budget = budgets[kind];
  test.describe(`${kindNames[kind]}, at most ${kb(budget)} KB of script`, oneWidth, () => {
    test("has pages in the build", () => expect(paths.length).toBeGreaterThan(0));
    for (const path of paths) {
      test(path, async ({ page, baseURL }) => {
        const blocked: string[] = [];
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
        });
        const observed = await observeScripts(page, new URL(baseURL!).origin, path);
        const scripts = pageScripts(siteDir, path, { observed });
        const detail = [
          ...scripts.inline.map((bytes, i) => `inline #${i + 1}: ${bytes} B`),
          ...scripts.files.map((file) => `${file.path}: ${file.bytes} B`),
        ].join("\n");
        test.info().annotations.push({ type: "script (gzip -6)", description: `${kb(scripts.total)} KB` });
        expect(scripts.missing, "scripts the page names that are not in the build").toEqual([]);
        expect(blocked, "what the page's Content-Security-Policy blocked").toEqual([]);
        expect(
          scripts.total,
          `${path} loads ${kb(scripts.total)} KB of script, over its ${kb(budget)} KB:\n${detail}`,
        ).toBeLessThanOrEqual(budget);
      });
    }
  });
}
