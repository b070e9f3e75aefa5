/**
 * The privacy policy's storage table is held to the code (issue 21): every
 * key the site writes to this device has a row, every row names a key the
 * site writes, and each key appears only when its row says (without consent,
 * or only after Accept).
 *
 * How the table is read, from the built /privacy-policy page (so the test
 * checks what visitors read, whatever the MDX looks like):
 * - the table is the first <table> after the heading (h2 to h4) whose text
 *   contains "store" and "device" or "browser" ("What we store in your
 *   browser", "What we store on your device"…);
 * - each body row names its key(s) with the `code` elements of its FIRST
 *   cell; a code written as a pattern stands for many keys: `_ga_<id>`,
 *   `_ga_…`, `_ga_*`, or a code followed in the cell by "followed by …"
 *   (`_ga_` followed by an id) matches any key starting with it;
 * - where a key is kept is read from the column whose header says "where" or
 *   "stored" (else the whole row): "local storage", "session storage" or
 *   "cookie";
 * - when it is set is read from the column whose header says "consent",
 *   "when" or "set" (else the whole row): "after … Accept" means only after
 *   Accept; anything else, that the site sets it without consent.
 *
 * Each row is then tried with a scenario that makes the code write its key
 * (the scenarios below, keyed by the key name): a new row without one fails
 * here until someone says how the key is written. The last test visits every
 * page of the build, accepts, does what writes storage, and compares the keys
 * found with the rows: a key the code writes without a row fails the suite.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { promptFlags } from "../../app/config/constants";
import { acceptCookies, afterFrames, builtPages, cookieBanner, waitForScripts } from "./support";

test.describe.configure({ timeout: 180_000 });

type Area = "localStorage" | "sessionStorage" | "cookie";

interface PolicyRow {
  /** The first cell's code elements, as written. */
  names: string[];
  /** One matcher per name (an exact name or a pattern). */
  patterns: string[];
  area: string;
  when: string;
  text: string;
}

/**
 * The storage table of the built privacy policy (see the file comment for the
 * rules), read in a tab of its own: leaving a page writes session storage.
 */
async function readPolicyTable(context: BrowserContext): Promise<PolicyRow[]> {
  const page = await context.newPage();
  await page.goto("/privacy-policy");
  const rows = await page.evaluate(() => {
    const headings = [...document.querySelectorAll("main h2, main h3, main h4")];
    const heading = headings.find((element) => {
      const text = (element.textContent ?? "").toLowerCase();
      return text.includes("store") && (text.includes("device") || text.includes("browser"));
    });
    if (!heading) return null;
    const table = [...document.querySelectorAll("main table")].find(
      (candidate) => heading.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (!table) return null;
    const headers = [...table.querySelectorAll("thead th")].map((cell) => (cell.textContent ?? "").toLowerCase());
    const column = (...words: string[]) => headers.findIndex((header) => words.some((word) => header.includes(word)));
    const areaColumn = column("where", "stored");
    const whenColumn = column("consent", "when", "set");
    return [...table.querySelectorAll("tbody tr")].map((row) => {
      const cells = [...row.querySelectorAll("td, th")];
      const first = cells[0];
      const cellText = (index: number) => (index >= 0 ? (cells[index]?.textContent ?? "") : (row.textContent ?? ""));
      return {
        codes: [...(first?.querySelectorAll("code") ?? [])].map((code) => (code.textContent ?? "").trim()),
        firstCell: first?.textContent ?? "",
        area: cellText(areaColumn).toLowerCase(),
        when: cellText(whenColumn).toLowerCase(),
        text: (row.textContent ?? "").toLowerCase(),
      };
    });
  });
  expect(rows, "a table after the heading about what is stored in the browser or on the device").not.toBeNull();
  await page.close();
  return (rows ?? []).map((row) => {
    const prefix = /followed by/i.test(row.firstCell);
    return {
      names: row.codes,
      patterns: row.codes.map((code) => toPattern(code, prefix)),
      area: row.area,
      when: row.when,
      text: row.text,
    };
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `_ga_<id>`, `_ga_…`, `_ga_*`, `_ga_...` or a prefix ("followed by") as a regular expression's source. */
function toPattern(code: string, prefix: boolean): string {
  const wildcard = /<[^>]*>|…|\.\.\.|\*/;
  const source = code.split(new RegExp(wildcard, "g")).map(escape).join(".+");
  return `^${source}${prefix && !wildcard.test(code) ? ".+" : ""}$`;
}

const matches = (row: PolicyRow, key: string) => row.patterns.some((pattern) => new RegExp(pattern).test(key));
const onlyAfterAccept = (row: PolicyRow) => /after\b[^.;|]*\baccept/.test(row.when);
const areaOf = (row: PolicyRow): Area | null =>
  row.area.includes("local storage")
    ? "localStorage"
    : row.area.includes("session storage")
      ? "sessionStorage"
      : row.area.includes("cookie")
        ? "cookie"
        : null;

async function keysIn(page: Page, area: Area): Promise<string[]> {
  if (area === "cookie") return (await page.context().cookies()).map((cookie) => cookie.name);
  return page.evaluate((name) => Object.keys(window[name]), area);
}

async function allKeys(page: Page): Promise<Map<string, Area>> {
  const found = new Map<string, Area>();
  for (const area of ["localStorage", "sessionStorage", "cookie"] as const) {
    for (const key of await keysIn(page, area)) found.set(key, area);
  }
  return found;
}

/** The guides' download prompts, from their frontmatter: the page, the section that opens it, its flag. */
function promptPages(): { path: string; section: string; key: string }[] {
  const dir = join(import.meta.dirname, "../../app/content/guides");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .flatMap((file) => {
      const match = /^prompt:\s*\n\s+flag:\s*(\w+)\s*\n\s+section:\s*([\w-]+)/m.exec(
        readFileSync(join(dir, file), "utf8"),
      );
      const flag = match?.[1] as keyof typeof promptFlags | undefined;
      if (!flag || !match?.[2] || !(flag in promptFlags)) return [];
      return [{ path: `/${file.replace(/\.mdx$/, "")}`, section: match[2], key: promptFlags[flag] }];
    });
}

async function openPrompt(page: Page, section: string) {
  await page.locator(`#${section}`).scrollIntoViewIfNeeded();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
}

/** The trip cost splitter (built on another branch): storing starts with the first name added. */
const splitterPath = "/trip-cost-splitter";
async function addToSplitter(page: Page) {
  // The calculator is an island that hydrates once the page has painted: Astro drops `ssr` then.
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const name = page.getByRole("main").getByRole("textbox").first();
  await name.fill("Alex");
  await name.press("Enter");
}

/** Sends a deletion request to a test endpoint that accepts it, home being a page that runs nothing. */
async function sendDeletionRequestHomeBlocked(page: Page) {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__WAYFELLOW_DELETION_ENDPOINT__ = "/__test/account-deletion";
  });
  await page.route("**/__test/account-deletion", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
  );
  // Home answers with a page that runs nothing, so nothing shows the notice and removes it.
  await page.route(
    (url) => url.pathname === "/",
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Home</title>" }),
  );
  const form = page.getByRole("form", { name: "Request account deletion" });
  await form.getByRole("checkbox").check();
  await form.getByRole("textbox", { name: "E-mail address of your account" }).fill("traveller@example.com");
  await form.getByRole("button", { name: "Send request" }).click();
  // The request sent, the page goes home: read the tab's storage once that page is there.
  await expect(page).toHaveTitle("Home");
  expect(await page.evaluate(() => sessionStorage.getItem("wayfellow_notice"))).not.toBeNull();
}

/**
 * How the code writes each key: `open` goes to where it is written, `act`
 * does what writes it (nothing for keys written on Accept alone).
 */
interface Scenario {
  open: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const visit = (path: string) => async (page: Page) => {
  await page.goto(path);
  await waitForScripts(page);
};
const nothing = async () => {};
const decline = async (page: Page) => {
  await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
  await expect(cookieBanner(page)).toBeHidden();
};

const scenarios: Record<string, Scenario> = {
  // Answering the banner stores the answer, Decline included: strictly necessary, no consent needed.
  cookieConsent: { open: visit("/contact"), act: decline },
  CookieConsent: { open: visit("/contact"), act: decline },
  // How the visit came in: held in memory until Accept.
  wayfellow_traffic_source: { open: visit("/?utm_source=newsletter&utm_medium=email"), act: nothing },
  // A sent deletion request leaves a notice for the home page it returns to, which shows and
  // removes it: here home is a page that runs nothing, so the notice is still waiting.
  wayfellow_notice: { open: visit("/delete-account"), act: sendDeletionRequestHomeBlocked },
  wayfellow_trip_cost_splitter: { open: visit(splitterPath), act: addToSplitter },
  ...Object.fromEntries(
    promptPages().map(({ path, section, key }) => [
      key,
      { open: visit(path), act: (page: Page) => openPrompt(page, section) },
    ]),
  ),
};

/**
 * Keys the next page removes as it shows them (the carried notice): a visit never finds them at
 * rest, so their own scenario above is what shows the code writes them.
 */
const shownAndRemoved = new Set(["wayfellow_notice"]);

/**
 * Written by Google's gtag.js, which the site loads only after Accept and
 * only with a measurement id (the test build has none, and tests never reach
 * Google): `_ga` and `_ga_<measurement id without "G-">`, as Google documents.
 * Decline deletes them by app/lib/analytics/consent.ts's pattern.
 */
const writtenByGoogleTag = ["_ga", "_ga_0ABC123XYZ"];

test.describe("the privacy policy's table of what is stored on the device", () => {
  test("has a row per key, each kept where it says, with a scenario that writes it", async ({ page }) => {
    const rows = await readPolicyTable(page.context());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.names.length, `a key name in code in the first cell of: ${row.text}`).toBeGreaterThan(0);
      expect(areaOf(row), `where "${row.names.join(", ")}" is kept`).not.toBeNull();
      const byGoogle = writtenByGoogleTag.filter((key) => matches(row, key));
      if (byGoogle.length > 0) {
        expect(areaOf(row)).toBe("cookie");
        expect(onlyAfterAccept(row), `${row.names.join(", ")}: set only after Accept`).toBe(true);
        for (const key of byGoogle) expect(key).toMatch(/^_(ga|gid|gat)(_|$)/);
        continue;
      }
      for (const name of row.names) {
        expect(scenarios[name], `a scenario in this file that writes "${name}"`).toBeDefined();
      }
    }
  });

  for (const [key, scenario] of Object.entries(scenarios)) {
    test(`${key} appears only when the table says`, async ({ page }) => {
      const rows = await readPolicyTable(page.context());
      const row = rows.find((candidate) => matches(candidate, key));
      expect(row, `a row for ${key}`).toBeDefined();
      if (!row) return;
      const area = areaOf(row);
      expect(area).not.toBeNull();
      if (!area) return;
      await page.context().clearCookies();

      // Without consent (the banner unanswered, or declined where declining is the action).
      await scenario.open(page);
      if (scenario.act !== nothing) {
        expect(await keysIn(page, area), `${key} before the action that writes it`).not.toContain(key);
      }
      await scenario.act(page);
      if (onlyAfterAccept(row)) {
        await afterFrames(page);
        expect(await keysIn(page, area), `${key} without consent`).not.toContain(key);
        await acceptCookies(page);
        await expect.poll(() => keysIn(page, area), { message: `${key} after Accept` }).toContain(key);
      } else {
        await expect.poll(() => keysIn(page, area), { message: `${key} in ${area} without consent` }).toContain(key);
        await expect(page.locator("html")).not.toHaveAttribute("data-consent", "true");
      }
    });
  }

  test("every key written on any page, after Accept, has a row, and every row a key", async ({ page }) => {
    const rows = await readPolicyTable(page.context());
    const prompts = new Map(promptPages().map((prompt) => [prompt.path, prompt.section]));
    const paths = builtPages();
    expect(paths.length).toBeGreaterThan(10);

    await page.goto(`${paths[0]}?utm_source=newsletter&utm_medium=email`);
    await waitForScripts(page);
    await acceptCookies(page);
    for (const path of paths) {
      await page.goto(path);
      await waitForScripts(page);
      const section = prompts.get(path);
      if (section) await openPrompt(page, section);
      if (path === splitterPath) {
        await addToSplitter(page);
        await expect.poll(() => keysIn(page, "localStorage")).toContain("wayfellow_trip_cost_splitter");
      }
      await page.mouse.wheel(0, 4000);
    }
    // Leaving the last page writes what is saved on leaving (scroll positions).
    await page.goto("/contact");
    await waitForScripts(page);

    const found = await allKeys(page);
    for (const key of writtenByGoogleTag) found.set(key, "cookie");
    const withoutRow = [...found.keys()].filter((key) => !rows.some((row) => matches(row, key)));
    expect(withoutRow, "keys the site writes that the policy's table does not name").toEqual([]);
    const wrongArea = [...found].filter(([key, area]) => rows.some((row) => matches(row, key) && areaOf(row) !== area));
    expect(wrongArea, "keys kept elsewhere than the table says").toEqual([]);
    const unused = rows
      .filter((row) => ![...found.keys()].some((key) => matches(row, key)))
      .filter((row) => !row.names.every((name) => shownAndRemoved.has(name)))
      .map((row) => row.names);
    expect(unused, "rows of the table that name nothing the site writes").toEqual([]);
  });
});
