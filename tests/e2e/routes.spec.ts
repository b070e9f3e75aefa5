/**
 * Visits every prerendered page of the build (a page added to the site
 * is covered without touching this file) at phone and desktop widths, once per
 * page and width: every check below reads the same visit.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { builtPages, codeSnifferErrors, oneWidth, waitForScripts, watchConsole } from "./support";

// The not-found pages are checked where visitors meet them, at unknown addresses (status 404).
const pages = builtPages().filter((path) => path !== "/404" && path !== "/de/404");
const known = new Set(pages);

/**
 * Nothing holds the first paint back: the page's HTML preloads no module, and the browser reports
 * every script it loaded as not render-blocking (module scripts run after the document is parsed),
 * so the text paints as soon as its HTML, styles and font are in.
 */
async function expectNoRenderBlockingScript(page: Page, html: string) {
  expect(html, "no module preloaded by the HTML").not.toContain('<link rel="modulepreload"');
  // The paint entry is reported a moment after the load on a busy machine: wait for it.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0), {
      message: "first contentful paint",
    })
    .toBeGreaterThan(0);
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus !==
          "non-blocking",
      )
      .map((entry) => entry.name),
  );
  expect(blocking, "scripts that block rendering").toEqual([]);
}

async function checkPage(page: Page, path: string, status: number) {
  const problems = watchConsole(page);
  const response = await page.goto(path);
  expect(response?.status(), "HTTP status").toBe(status);
  await waitForScripts(page);
  await expectNoRenderBlockingScript(page, (await response?.text()) ?? "");

  await expect(page.locator("h1"), "exactly one h1").toHaveCount(1);
  expect((await page.title()).trim(), "title").not.toBe("");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.trim(), "meta description").toBeTruthy();
  // A page names its address; the not-found page, answering at any unknown one, has none.
  const canonical = page.locator('link[rel="canonical"]');
  if (status === 404) await expect(canonical).toHaveCount(0);
  else expect(await canonical.getAttribute("href"), "absolute canonical URL").toMatch(/^https:\/\/[^/]+\//);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);

  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    "axe-core WCAG 2.2 AA violations",
  ).toEqual([]);
  expect(await codeSnifferErrors(page), "HTML_CodeSniffer WCAG 2 AA errors").toEqual([]);

  const hrefs = await page
    .locator("a[href]:not([download])")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const broken = hrefs
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => new URL(href, "http://site").pathname)
    .filter((target) => !known.has(target.length > 1 ? target.replace(/\/$/, "") : target));
  expect(broken, "internal links to missing pages").toEqual([]);
  // Links to files (a calendar file) are no pages: each must answer.
  for (const href of await page
    .locator("a[href][download]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
    expect((await page.request.get(href)).status(), `download ${href}`).toBe(200);
  }

  // A page served with status 404 makes Chromium log the document's own status; that one is expected.
  const expected = status === 404 ? `status of 404 (Not Found) ${page.url()}` : null;
  expect(
    problems.filter((problem) => expected === null || !problem.endsWith(expected)),
    "console errors and hydration warnings",
  ).toEqual([]);
}

/**
 * Privacy settings that block site data make reading window.localStorage and
 * window.sessionStorage throw (as Chrome does). Every page must still load,
 * run its scripts and work, with no uncaught error.
 */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied`,
            "SecurityError",
          );
        },
      });
    }
  });
}

/**
 * One visit per page and width. The phone visit has site data blocked as well: a fresh visitor's
 * page is the same either way (nothing is stored yet), so every check above also proves the page
 * loads, runs its scripts and passes them when storage throws, and the cookie banner still answers.
 */
for (const path of pages) {
  test(`page ${path}`, async ({ page }, info) => {
    const blocked = info.project.name === "phone";
    if (blocked) {
      info.annotations.push({ type: "site data", description: "blocked" });
      await blockStorage(page);
    }
    const problems = watchConsole(page);
    await checkPage(page, path, 200);
    if (blocked) {
      // The choice is simply not kept.
      const german = path === "/de" || path.startsWith("/de/");
      const banner = page.getByRole("region", { name: german ? "Einwilligung in Cookies" : "Cookie consent" });
      await banner.getByRole("button", { name: german ? "Ablehnen" : "Decline" }).click();
      await expect(banner).toHaveCount(0);
      expect(problems, "console errors and uncaught exceptions after Decline").toEqual([]);
    }
  });
}

test.describe("an address typed in other letter case", () => {
  for (const [typed, page] of [
    ["/DOWNLOAD", "/download"],
    ["/Contact", "/contact"],
    ["/Privacy-Policy", "/privacy-policy"],
  ]) {
    test(`${typed} is the not-found page on the server and once its script runs, and points to ${page}`, async ({
      page: tab,
    }) => {
      const problems = watchConsole(tab);
      const response = await tab.goto(typed!);
      expect(response?.status()).toBe(404);
      await waitForScripts(tab);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Oops! Page Not Found");
      expect(problems.filter((problem) => !problem.includes("404 (Not Found)"))).toEqual([]);
      await tab.getByRole("link", { name: `wayfellow.app${page}` }).click();
      await expect(tab).toHaveURL(page!);
      await expect(tab.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page Not Found");
    });
  }

  test("a plain unknown path suggests nothing", async ({ page }) => {
    await page.goto("/nowhere-at-all");
    await waitForScripts(page);
    await expect(page.getByText("Did you mean")).toHaveCount(0);
  });
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  await checkPage(page, "/no-such-page/at-all", 404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page Not Found");
});

test("a test clock that never runs does not hold the page's scripts back", oneWidth, async ({ page }) => {
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-06-01T10:00:01Z"));
  await page.goto("/");
  await waitForScripts(page);
});

test("every page of the page index is built, in each of its languages", async () => {
  const { staticPages } = await import("../../app/config/pages");
  const paths = staticPages.flatMap((entry) => [entry.path, ...(entry.de?.translated ? [entry.de.path] : [])]);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(builtPages()).toContain(path);
});
