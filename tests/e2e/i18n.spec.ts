/**
 * The German edition (issue 32; decisions.md, "The German edition"; shared/i18n.md, "Tests that
 * keep it honest"): the prerendered head of every page that has a counterpart, no English
 * interface text on German pages, the language switch both ways, no redirect by browser language,
 * the German cookie banner and one consent for both languages, the German not-found page with
 * status 404, and the German invite page. Every German page also goes through routes.spec.ts
 * (axe at 390 and 1280 px, hydration warnings, broken links), which visits every built page.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { resolveDeployValues } from "../../app/config/deploy-values.mjs";
import { shopDescriptionsDe } from "../../app/content/data/munich-shops.de";
import { buildEnv } from "../../scripts/build-env.mjs";
import { loadContent, loadTranslations } from "../../app/content/load";
import { pageFile } from "../../scripts/built-pages.mjs";
import { inlineScripts, pageScripts } from "../../scripts/page-scripts.mjs";
import { devices } from "./devices";
import { decodeQr } from "./qr";
import { builtPages, oneWidth, waitForScripts, watchConsole, withConsent } from "./support";

/** The built site (SITE_DIR, set by playwright.config.ts). */
const clientDir = resolve(import.meta.dirname, "../..", process.env.SITE_DIR ?? "dist");
const pages = builtPages();
const built = new Set(pages);
const germanPages = pages.filter((path) => path === "/de" || path.startsWith("/de/"));

function html(path: string): string {
  return readFileSync(pageFile(clientDir, path), "utf8");
}

interface Head {
  lang: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  noindex: boolean;
}

function headOf(path: string): Head {
  const text = html(path);
  const alternates: Record<string, string> = {};
  // React writes hrefLang="…"/>, Astro hreflang="…">.
  for (const [, lang, href] of text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/?>/gi))
    alternates[lang!] = href!;
  return {
    lang: /<html lang="([^"]+)"/.exec(text)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1],
    alternates,
    noindex: /<meta name="robots" content="[^"]*noindex/.test(text),
  };
}

const pathOf = (url: string) => new URL(url).pathname;
const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
/** German pages written in German first (`original: true`): they have no English counterpart. */
const originals = new Set(
  loadTranslations(loadContent())
    .filter((entry) => (entry.data as { original?: true }).original)
    .map((entry) => entry.path),
);
const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => pathOf(loc!)));

test.describe("the prerendered head", oneWidth, () => {
  test("every page says its language, names itself as canonical, and has reciprocal alternates with x-default", () => {
    expect(germanPages.length, "German pages in the build").toBeGreaterThanOrEqual(8);
    const problems: string[] = [];
    for (const path of pages.filter((page) => page !== "/404" && page !== "/de/404")) {
      const head = headOf(path);
      const german = germanPages.includes(path);
      if (head.lang !== (german ? "de" : "en")) problems.push(`${path}: <html lang="${head.lang}">`);
      // (An English alias, such as a blog article's second address, names its article as canonical.)
      if ((german || head.alternates.en) && (!head.canonical || pathOf(head.canonical) !== path))
        problems.push(`${path}: canonical ${head.canonical}`);
      const { en, de, "x-default": fallback, ...others } = head.alternates;
      if (Object.keys(others).length) problems.push(`${path}: unknown hreflang ${Object.keys(others).join(", ")}`);
      if (german && !en && !originals.has(path))
        problems.push(`${path}: a German page without its English counterpart`);
      if (!en && !de) continue; // one language only: no alternates at all
      if (!en || !de || !fallback) {
        problems.push(`${path}: alternates ${JSON.stringify(head.alternates)}`);
        continue;
      }
      if (fallback !== en) problems.push(`${path}: x-default ${fallback} is not the English page ${en}`);
      if (pathOf(german ? de : en) !== path) problems.push(`${path}: does not list itself among its alternates`);
      for (const href of [en, de]) {
        if (!/^https:\/\/[^/]+\//.test(href)) problems.push(`${path}: alternate ${href} is not absolute`);
        const target = pathOf(href);
        if (!built.has(target)) {
          problems.push(`${path}: alternate ${target} is not in the build`);
          continue;
        }
        const back = headOf(target).alternates;
        if (back.en !== en || back.de !== de) problems.push(`${path}: ${target} does not point back`);
      }
      // Indexable pages are in the sitemap, with their counterpart.
      if (!head.noindex) {
        for (const target of [pathOf(en), pathOf(de)])
          if (!listed.has(target)) problems.push(`${path}: ${target} is not in sitemap.xml`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("the pages with German slugs pair with their English pages by their new addresses, in the head and the sitemap", () => {
    for (const [english, german] of [
      ["/get-the-app", "/de/app"],
      ["/oktoberfest-special", "/de/wiesn-hotel"],
      ["/lederhosen-dirndl-munich", "/de/lederhosen-dirndl-muenchen"],
    ] as const) {
      expect(new URL(headOf(english).alternates.de!).pathname, english).toBe(german);
      expect(new URL(headOf(german).alternates.en!).pathname, german).toBe(english);
      expect(new URL(headOf(german).canonical!).pathname, german).toBe(german);
      expect(listed.has(german), `${german} in sitemap.xml`).toBe(true);
    }
    expect(sitemap).not.toMatch(/\/de\/(get-the-app|oktoberfest-special|lederhosen-dirndl-munich)\b/);
  });

  test("Open Graph and structured data speak the page's language", () => {
    const problems: string[] = [];
    for (const path of germanPages.filter((page) => page !== "/de/404")) {
      const text = html(path);
      if (!/<meta property="og:locale" content="de_DE"\s*\/?>/.test(text)) problems.push(`${path}: og:locale`);
      // A page written in German first has no English version to name.
      if (!originals.has(path) && !/<meta property="og:locale:alternate" content="en_US"\s*\/?>/.test(text))
        problems.push(`${path}: og:locale:alternate`);
      for (const [, language] of text.matchAll(/"inLanguage":"([^"]+)"/g))
        if (language !== "de") problems.push(`${path}: JSON-LD inLanguage ${language}`);
      for (const [, json] of text.matchAll(/"@type":"BreadcrumbList"[^]*?"itemListElement":(\[[^\]]*\])/g))
        if (json!.includes('"name":"Home"')) problems.push(`${path}: an English breadcrumb`);
    }
    expect(problems).toEqual([]);
  });
});

/** The English catalog's values that a German page must not show (names and loanwords aside). */
const english = JSON.parse(readFileSync(join(import.meta.dirname, "../../messages/en.json"), "utf8")) as Record<
  string,
  string
>;
const german = JSON.parse(readFileSync(join(import.meta.dirname, "../../messages/de.json"), "utf8")) as Record<
  string,
  string
>;
const englishPhrases = Object.entries(english)
  .filter(([key, value]) => key !== "$schema" && value !== german[key])
  // Each literal run of a message between its placeholders, long enough to be unmistakable.
  .flatMap(([, value]) => value.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 12);
/** Every English value that differs from its German one, whole: a short name ("Table") counts too. */
const englishValues = new Set(
  Object.entries(english)
    .filter(([key, value]) => key !== "$schema" && value !== german[key])
    .map(([, value]) => value),
);
/** English function words that German text does not use (not inside a hyphenated name like "events-for-you"). */
const englishWords =
  /(?<![\p{L}-])(the|and|with|your|you|this|that|from|are|for|of|to|is|what|which|it's|don't)(?![\p{L}-])/giu;
/** A phrase as whole words ("on Google Play" is not in "von Google Play"). */
const containsPhrase = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text);

/** Visible text and the names assistive technology reads, outside anything marked lang="en". */
async function germanText(page: Page, { sources }: { sources: boolean }): Promise<string[]> {
  return page.evaluate((withSources) => {
    const english = (element: Element) => element.closest("[lang]:not(html)")?.getAttribute("lang") === "en";
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript") || english(parent)) continue;
      // A source's title and publisher are its own (an English original keeps its English title).
      if (!withSources && parent.closest('section[aria-labelledby^="sources"] li')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      if (english(element)) continue;
      for (const name of ["alt", "aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  }, sources);
}

test.describe("German pages", () => {
  for (const path of germanPages) {
    test(`${path} shows no English interface text`, oneWidth, async ({ page }) => {
      await page.goto(path);
      await waitForScripts(page);
      const all = (await germanText(page, { sources: true })).join("\n");
      expect(
        englishPhrases.filter((phrase) => containsPhrase(all, phrase)),
        "English catalog text",
      ).toEqual([]);
      expect(
        (await germanText(page, { sources: false })).filter((text) => englishValues.has(text)),
        "English catalog values",
      ).toEqual([]);
      // A heuristic: a line with two or more English function words is English (sources' own titles aside).
      const texts = await germanText(page, { sources: false });
      const englishLines = texts.filter((text) => (text.match(englishWords) ?? []).length >= 2);
      expect(englishLines, "English sentences").toEqual([]);
    });
  }
});

/**
 * A page loads the interface text of its own language only: the JavaScript it runs, an island's
 * included, has none of the other catalog's sentences (islands get their strings as props).
 */
test.describe("each page's JavaScript", oneWidth, () => {
  const catalogs = { en: english, de: german };
  /**
   * The other language's sentences: long enough to be telling, as they stand in the code, and not
   * quoted by this language's own text (the English legal notice names the
   * "Wirtschafts-Identifikationsnummer" in German too).
   */
  const telling = (language: "en" | "de") => {
    const own = Object.values(catalogs[language === "en" ? "de" : "en"]);
    return Object.entries(catalogs[language])
      .filter(([key, text]) => key !== "$schema" && text.length >= 16 && !/[{}`\\\n]/.test(text))
      .filter(([, text]) => !own.some((value) => value.includes(text)))
      .map(([, text]) => text);
  };

  /**
   * The text of every script the page runs: what the browser fetched, its inline scripts and every
   * module its HTML names with what those import statically, read from the build
   * (scripts/page-scripts.mjs), so a chunk counts whether or not the browser asked for it.
   */
  async function loadedScripts(page: Page, path: string): Promise<string> {
    // A tab of its own: a script the previous page was still fetching is not this page's.
    const tab = await page.context().newPage();
    const bodies: Promise<string>[] = [];
    const fetched = new Set<string>();
    tab.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      fetched.add(new URL(response.url()).pathname);
      bodies.push(response.text().catch(() => ""));
    });
    await withConsent(tab, "false");
    await tab.goto(path);
    await waitForScripts(tab);
    // The sections that load when scrolled near.
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await tab.waitForLoadState("networkidle");
    const texts = await Promise.all(bodies);
    await tab.close();
    texts.push(...inlineScripts(html(path)));
    const { files } = pageScripts(clientDir, path, { observed: [...fetched] });
    expect(files.length, `${path}: the scripts its HTML names`).toBeGreaterThan(0);
    texts.push(...files.map((file) => readFileSync(join(clientDir, file.path), "utf8")));
    return texts.join("\n");
  }

  /** The page's interface text reached it in its own language, in its HTML (scripts read it from there). */
  function expectOwnLanguage(path: string, language: "en" | "de") {
    expect(html(path), path).toContain(`>${catalogs[language].cookie_accept}<`);
  }

  for (const [english, german] of [
    ["/", "/de"],
    ["/trip-cost-splitter", "/de/reisekosten-teilen"],
    ["/oktoberfest", "/de/oktoberfest"],
    ["/contact", "/de/kontakt"],
    ["/privacy-policy", "/de/datenschutz"],
    ["/lederhosen-dirndl-munich", "/de/lederhosen-dirndl-muenchen"],
  ] as const) {
    test(`${english} has no German text, ${german} no English`, async ({ page }) => {
      expect(built.has(german), `${german} is built`).toBe(true);
      const englishScripts = await loadedScripts(page, english);
      expectOwnLanguage(english, "en");
      expect(telling("de").filter((text) => englishScripts.includes(text))).toEqual([]);
      const germanScripts = await loadedScripts(page, german);
      expectOwnLanguage(german, "de");
      expect(telling("en").filter((text) => germanScripts.includes(text))).toEqual([]);
    });
  }

  test("the English Tracht page loads none of the German shop descriptions", async ({ page }) => {
    const scripts = await loadedScripts(page, "/lederhosen-dirndl-munich");
    expect(Object.values(shopDescriptionsDe).filter((text) => scripts.includes(text))).toEqual([]);
  });
});

test.describe("the language switch", oneWidth, () => {
  test("leads from an English page to its German counterpart and back", async ({ page }) => {
    await withConsent(page, "false");
    await page.goto("/contact");
    await waitForScripts(page);
    const header = page.locator("#site-header");
    const toGerman = header.getByRole("link", { name: "Deutsch", exact: true });
    await expect(toGerman).toHaveAttribute("lang", "de");
    await expect(toGerman).toHaveAttribute("hreflang", "de");
    await toGerman.click();
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Wir helfen dir");
    const toEnglish = header.getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a link loads a new document, within a language and to the other: no client-side router", async ({ page }) => {
    await withConsent(page, "false");
    await page.goto("/de/oktoberfest");
    await waitForScripts(page);
    const sameDocument = () => page.evaluate(() => "stillHere" in window);
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    // A German page: the German home, through the breadcrumb.
    await page
      .getByRole("navigation", { name: "Brotkrumennavigation" })
      .getByRole("link", { name: "Startseite" })
      .click();
    await expect(page).toHaveURL(/\/de$/);
    await waitForScripts(page);
    expect(await sameDocument()).toBe(false);
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    // The other language: the English home, through the switch.
    await page.locator("#site-header").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForScripts(page);
    expect(await sameDocument()).toBe(false);
  });

  test("leads to the other language's home where a page has no counterpart", async ({ page }) => {
    await page.goto("/blog");
    await waitForScripts(page);
    await expect(page.locator("#site-header").getByRole("link", { name: "Deutsch", exact: true })).toHaveAttribute(
      "href",
      "/de",
    );
  });

  test("keeps the invite token", async ({ page }) => {
    await withConsent(page, "false");
    await page.goto("/invite?token=abc123");
    await waitForScripts(page);
    await expect(page.locator("#site-header").getByRole("link", { name: "Deutsch", exact: true })).toHaveAttribute(
      "href",
      "/de/invite?token=abc123",
    );
  });

  test("keeps the e-mail confirmation's result, both ways", async ({ page }) => {
    await withConsent(page, "false");
    await page.goto("/email-confirmed?success=false&error=expired");
    await waitForScripts(page);
    await page.locator("#site-header").getByRole("link", { name: "Deutsch", exact: true }).click();
    await expect(page).toHaveURL("/de/email-confirmed?success=false&error=expired");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Link ist abgelaufen");
    await waitForScripts(page);
    await page.locator("#site-header").getByRole("link", { name: "English", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  });

  test("is in the phone menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/de/kontakt");
    await waitForScripts(page);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile Navigation" }).getByRole("link", { name: "English" }),
    ).toHaveAttribute("href", "/contact");
  });
});

test("a browser asking for German on / gets the English page, with no redirect", oneWidth, async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Language": "de-DE,de;q=0.9" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["location"]).toBeUndefined();
  expect(await response.text()).toContain('<html lang="en"');
});

const banner = (page: Page) => page.getByRole("region", { name: "Einwilligung in Cookies" });

test.describe("one consent for both languages", () => {
  test("the German banner asks in German and links the German privacy policy", async ({ page }) => {
    await page.goto("/de");
    await waitForScripts(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Akzeptieren" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Ablehnen" })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/de/datenschutz");
  });

  test("a choice made on /de holds on / and back", async ({ page }) => {
    await page.goto("/de");
    await waitForScripts(page);
    await banner(page).getByRole("button", { name: "Ablehnen" }).click();
    await expect(banner(page)).toBeHidden();
    await page.goto("/");
    await waitForScripts(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept" }).click();
    await page.goto("/de/kontakt");
    await waitForScripts(page);
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
  });
});

test.describe("the German not-found page", oneWidth, () => {
  test("answers unknown addresses under /de/ with status 404, in German, without hydration warnings", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await waitForScripts(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla! Seite nicht gefunden");
    await page.getByRole("main").getByRole("button", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
  });

  test("an unknown English address still gets the English page", async ({ request }) => {
    const response = await request.get("/gibt-es-nicht");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<html lang="en"');
  });
});

test.describe("the German invite", () => {
  const { values } = resolveDeployValues(buildEnv());
  const token = "trip-42";

  test.describe("on a computer", () => {
    test.use(devices.desktop);
    test("shows the invite's and the stores' QR codes, named in German", async ({ page }) => {
      await withConsent(page, "false");
      await page.goto(`/de/invite?token=${token}`);
      await waitForScripts(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Du wurdest zu einer Reise eingeladen!");
      const inviteQr = main.getByRole("img", { name: "QR-Code dieses Einladungslinks" });
      await expect
        .poll(() => decodeQr(inviteQr).catch(() => null))
        .toBe(`https://wayfellow.app/de/invite?token=${token}`);
      const iosQr = main.getByRole("img", { name: "QR-Code: Wayfellow im App Store laden" });
      expect(await decodeQr(iosQr)).toBe(values.VITE_APP_STORE_URL);
      await expect(main.getByRole("link", { name: "Laden im App Store" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Jetzt bei Google Play" })).toBeVisible();
    });
  });

  test.describe("on a phone without the app", () => {
    test.use(devices.iPhone);
    test("falls back to joining or the store, in German", async ({ page }) => {
      await withConsent(page, "false");
      const start = new Date("2026-06-01T10:00:00Z").getTime();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      await page.goto(`/de/invite?token=${token}`);
      await waitForScripts(page);
      await page.clock.runFor(2500);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Hast du die Wayfellow-App schon?" })).toBeVisible();
      await expect(main.getByRole("button", { name: "Reise beitreten" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Laden im App Store" })).toBeVisible();
    });
  });

  test("without a token says the link is invalid, in German", oneWidth, async ({ page }) => {
    await page.goto("/de/invite?token=");
    await waitForScripts(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ungültige Einladung");
  });
});

test(
  "the German account deletion page answers with the spec's error messages in German",
  oneWidth,
  async ({ page }) => {
    await page.goto("/de/konto-loeschen");
    await waitForScripts(page);
    const send = page.getByRole("button", { name: "Löschanfrage senden" });
    await send.click();
    await expect(page.getByRole("alert")).toHaveText(
      "Bitte bestätige, dass du die Folgen der Kontolöschung verstanden hast",
    );
    await page.getByRole("checkbox").check();
    await send.click();
    await expect(page.getByRole("alert")).toHaveText("Bitte gib deine E-Mail-Adresse ein");
    await page.getByRole("textbox", { name: "E-Mail-Adresse deines Kontos" }).fill("nicht-gueltig");
    await send.click();
    await expect(page.getByRole("alert")).toHaveText(
      "Bitte prüfe deine E-Mail-Adresse. Sie sollte so aussehen: name@example.com",
    );
  },
);
