import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { builtPages as listBuiltPages } from "../../scripts/built-pages.mjs";

const require = createRequire(import.meta.url);
// SITE_DIR: the built site's folder (set by playwright.config.ts).
const clientDir = resolve(import.meta.dirname, "../..", process.env.SITE_DIR ?? "dist");

/** Every prerendered page of the build, by path ("/404" is the not-found page). */
export function builtPages(): string[] {
  return listBuiltPages(clientDir);
}

/** Console errors, page errors and React hydration warnings seen by a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat/i.test(text)) {
      problems.push(`${message.type()}: ${text} ${message.location().url}`.trim());
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Resolves once the page has drawn `count` more frames: intersection
 * observers have reported, and what they or a finished timer changed is on
 * screen. Tests wait for this, not for a fixed time, before asserting that
 * something did not happen. The frames are counted in an isolated world,
 * where a test clock (page.clock) does not replace requestAnimationFrame.
 */
export async function afterFrames(page: Page, count = 3) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await cdp.send("Page.getFrameTree");
    const { executionContextId } = await cdp.send("Page.createIsolatedWorld", {
      frameId: frameTree.frame.id,
      worldName: "frame-counter",
    });
    const { exceptionDetails } = await cdp.send("Runtime.evaluate", {
      contextId: executionContextId,
      awaitPromise: true,
      expression: `new Promise((done) => { let left = ${count}; const next = () => (left-- > 0 ? requestAnimationFrame(next) : done()); next(); })`,
    });
    if (exceptionDetails) throw new Error(`afterFrames: ${exceptionDetails.text}`);
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until the page has stopped scrolling (counted in frames: smooth
 * scrolling is not driven by the page's clock), then returns the top of
 * section `id` relative to the viewport.
 */
export async function sectionTopAtRest(page: Page, id: string): Promise<number> {
  const top = () =>
    page.evaluate((section) => Math.round(document.getElementById(section)?.getBoundingClientRect().top ?? 99_999), id);
  let last = await top();
  for (let i = 0; i < 60; i++) {
    await afterFrames(page, 8);
    const now = await top();
    if (now === last) return now;
    last = now;
  }
  return last;
}

/**
 * A section scrolled to lands just under the fixed header (scroll-padding-top
 * of 5rem), not somewhere past it.
 */
export async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const top = await sectionTopAtRest(page, id);
        return top >= 40 && top < 120 ? "under the header" : `at ${top} px`;
      },
      { message: `#${id} rests under the header, not above or past it` },
    )
    .toBe("under the header");
}

/**
 * Resolves once the page's scripts have started (the site script marks
 * `<html data-enhanced>`) and, when the visitor's stored choice is Accept, the
 * analytics client has started too: it is fetched by a dynamic import as the
 * page starts (app/lib/analytics/index.ts), a moment later.
 */
export async function waitForScripts(page: Page) {
  await recordVisit(page);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          try {
            return localStorage.getItem("cookieConsent") !== "true" || "dataLayer" in window;
          } catch {
            return true; // storage blocked: the cookie holds the choice, and the test waits for what it needs
          }
        }),
      { message: "the analytics client started, the stored choice being Accept" },
    )
    .toBe(true);
}

/** What a document being recorded reports as it is left (recordVisit). */
interface LeftDocument {
  /** Its data layer's commands not reported yet. */
  entries: unknown[][];
  /** It was left by a link or a form (a click or a submit just before). */
  carry: boolean;
  /** It was reached by Back or Forward (or restored from the back-forward cache). */
  traversal: boolean;
}

type RecordingWindow = Window & {
  dataLayer?: ArrayLike<unknown>[];
  __recording?: boolean;
  __recorded?: number;
  __leaving?: boolean;
  __traversal?: boolean;
};

/** Runs in every document of a recorded page (recordVisit): reports its data layer as it is left. */
function recordDocument() {
  const w = window as RecordingWindow;
  if (w !== window.top || w.__recording) return;
  w.__recording = true;
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  w.__traversal = entry?.type === "back_forward";
  const leaving = (event: Event) => {
    if (!event.isTrusted || (event.type === "click" && !(event.target as Element).closest?.("a[href]"))) return;
    w.__leaving = true;
    setTimeout(() => (w.__leaving = false), 2000);
  };
  addEventListener("click", leaving, true);
  addEventListener("submit", leaving, true);
  addEventListener("pageshow", (event) => {
    if (event.persisted) w.__traversal = true;
  });
  addEventListener("beforeunload", () => {
    const layer = Array.from(w.dataLayer ?? []);
    const entries = layer.slice(w.__recorded ?? 0).map((command) => Array.from(command));
    // A console message sent as the document starts to go still reaches the test (one sent on
    // pagehide, or a binding call, is lost with the document).
    const left: LeftDocument = { entries, carry: w.__leaving === true, traversal: w.__traversal === true };
    console.debug(`__recordVisit ${JSON.stringify(left)}`);
    w.__recorded = layer.length;
    w.__leaving = false;
  });
}

/** Per recorded page: the commands of the visit up to the document it left last, and how it left it. */
const visits = new WeakMap<Page, { left: { commands: unknown[][]; carry: boolean } | null }>();

/**
 * The analytics commands of the visit a test follows. A link loads a new document with a data
 * layer of its own, so what a page sent before it was left (download_app before /download) is in
 * the previous document's. Each document's commands are recorded as it is left, and the visit's
 * data layer is that of the documents it went through by links, buttons and Back or Forward; a
 * document the test opens itself (goto, reload, a script's location.assign) starts afresh. Started by
 * waitForScripts and withConsent; read by dataLayerEvents.
 */
async function recordVisit(page: Page) {
  if (visits.has(page)) return;
  const visit: { left: { commands: unknown[][]; carry: boolean } | null } = { left: null };
  visits.set(page, visit);
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() !== "debug" || !text.startsWith("__recordVisit ")) return;
    const left = JSON.parse(text.slice("__recordVisit ".length)) as LeftDocument;
    visit.left = { commands: [...visitBefore(visit, left.traversal), ...left.entries], carry: left.carry };
  });
  await page.addInitScript(recordDocument);
  await page.evaluate(recordDocument);
}

/** The commands of the visit before the current document, if the visit went on into it. */
function visitBefore(
  visit: { left: { commands: unknown[][]; carry: boolean } | null } | undefined,
  traversal: boolean,
) {
  return visit?.left && (visit.left.carry || traversal) ? visit.left.commands : [];
}

/** Analytics events recorded in window.dataLayer (on the static site: the visit's, recordVisit), as [name, params]. */
export async function dataLayerEvents(page: Page): Promise<[string, Record<string, unknown>][]> {
  const current = await page.evaluate(() => {
    const w = window as RecordingWindow;
    const layer = Array.from(w.dataLayer ?? []).slice(w.__recorded ?? 0);
    return { commands: layer.map((entry) => Array.from(entry)), traversal: w.__traversal === true };
  });
  return [...visitBefore(visits.get(page), current.traversal), ...current.commands]
    .filter((args) => args[0] === "event")
    .map((args) => [args[1] as string, (args[2] ?? {}) as Record<string, unknown>]);
}

export async function eventNames(page: Page): Promise<string[]> {
  return (await dataLayerEvents(page)).map(([name]) => name);
}

export const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

export async function acceptCookies(page: Page) {
  await cookieBanner(page).getByRole("button", { name: "Accept" }).click();
  await expect(cookieBanner(page)).toBeHidden();
  // Once the page's scripts run, Accept fetches the analytics client (a dynamic import): wait until it has started.
  if ((await page.locator("html").getAttribute("data-enhanced")) === "true") {
    await expect
      .poll(() => page.evaluate(() => "dataLayer" in window), { message: "the analytics client started on Accept" })
      .toBe(true);
  }
}

/**
 * Starts a page with the consent already given (today), as a returning visitor: the consent cookie
 * and its copy in local storage. Each document the page loads runs this first: one after the first
 * keeps the choice the visitor has made since.
 */
export async function withConsent(page: Page, value: "true" | "false" = "true") {
  await recordVisit(page);
  await page.addInitScript((stored) => {
    if (/(?:^|;\s*)CookieConsent=/.test(document.cookie)) return;
    document.cookie = `CookieConsent=${stored}; Max-Age=31536000; Path=/; SameSite=Lax`;
    try {
      window.localStorage.setItem("cookieConsent", stored);
    } catch {
      // storage blocked: the cookie holds the choice
    }
  }, value);
}

/**
 * Asserts the download_app conversion (spec §7) with its exact parameters,
 * sent before the page view of /download that follows it.
 */
export async function expectDownloadEvent(
  page: Page,
  source: { source: string; medium: string; campaign: string; content: string },
) {
  await expect
    .poll(async () => (await dataLayerEvents(page)).some(([n, p]) => n === "page_view" && p.page_path === "/download"))
    .toBe(true);
  const events = await dataLayerEvents(page);
  const download = events.findIndex(([name]) => name === "download_app");
  const view = events.findIndex(([name, params]) => name === "page_view" && params.page_path === "/download");
  expect(download, "download_app sent").toBeGreaterThanOrEqual(0);
  expect(download, "before the /download page view").toBeLessThan(view);
  expect(events[download]?.[1]).toEqual({
    event_category: "conversion",
    event_label: "web",
    platform: "web",
    value: 1,
    ...source,
  });
}

/**
 * A download button inside a guide or article: /download with the page's
 * in-site campaign in the address and in its download_app event.
 */
export async function expectInSiteDownload(page: Page, kind: "guide" | "blog", slug: string) {
  const content = `${kind}-cta`;
  await expect(page).toHaveURL(
    `/download?utm_source=website&utm_medium=${kind}&utm_campaign=${slug}&utm_content=${content}`,
  );
  await expectDownloadEvent(page, { source: "website", medium: kind, campaign: slug, content });
}

/**
 * Marks a test whose subject does not depend on the screen's width (a clock, a download, data
 * in the page's head): it runs in the desktop project only (playwright.config.ts), instead of
 * repeating the same check at phone width.
 */
export const oneWidth = { tag: "@one-width" } as const;

let codeSniffer: string | undefined;

/**
 * The errors HTML_CodeSniffer (the engine behind pa11y) finds on the page against WCAG 2 AA: a
 * second accessibility engine beside axe-core, with rules of its own (table headers, fieldset
 * legends). It is evaluated through the DevTools protocol, so the page's CSP stays as served.
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  codeSniffer ??= `${readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8")}\n;window.HTMLCS = HTMLCS;`;
  await page.evaluate(codeSniffer);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            process(standard: string, root: Document, done: () => void): void;
            getMessages(): { type: number; code: string; msg: string; element: Element }[];
          };
        };
        HTMLCS.process("WCAG2AA", document, () => {
          const error = 1;
          resolve(
            HTMLCS.getMessages()
              .filter((message) => message.type === error)
              .map((message) => `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 100)})`),
          );
        });
      }),
  );
}

/**
 * Every address on the page that leaves the site (links, and anything else with an href): none may
 * carry a private value, whatever reads link addresses (an analytics tag's outbound clicks, a
 * browser extension, a screenshot).
 */
export async function offSiteHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[href]")]
      .map((element) => new URL(element.getAttribute("href") ?? "", location.href))
      .filter((url) => url.origin !== location.origin)
      .map((url) => url.href),
  );
}

/** No axe-core WCAG 2.2 AA violation on the page as it is now, and no sideways scrolling. */
export async function expectAccessibleWithoutOverflow(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
}
