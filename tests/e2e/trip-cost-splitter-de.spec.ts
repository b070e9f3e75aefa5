/**
 * The German trip cost splitter, /de/reisekosten-teilen (issue 32): the same calculator in German,
 * with German amounts ("Ben zahlt Ana 123,00 €" in a list named "Wer zahlt wem"), German messages
 * and the same links: a link made on the German page opens on the English one and the other way
 * round. Names stay isolated and each currency keeps its digits, in German too (issue 33).
 *
 * Links are made here with Node's zlib, independently of the page's codec, as in
 * trip-cost-splitter.spec.ts.
 */
import { deflateRawSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { exampleLedger as lisbon } from "../../app/lib/splitter/example";
import { oneWidth, waitForScripts, watchConsole, withConsent, expectAccessibleWithoutOverflow } from "./support";

const path = "/de/reisekosten-teilen";
const englishPath = "/trip-cost-splitter";

function fragmentOf(ledger: object): string {
  return `v1.${deflateRawSync(Buffer.from(JSON.stringify(ledger))).toString("base64url")}`;
}

/** A name as the page isolates it in text and accessible names: U+2068 … U+2069. */
const iso = (name: string) => `\u2068${name}\u2069`;
/** Intl de-DE puts a no-break space between amount and currency. */
const eur = (amount: string) => `${amount}\u00a0€`;

const payments = (page: Page, name = "Wer zahlt wem") => page.getByRole("list", { name }).getByRole("listitem");

/**
 * Waits until the page's scripts have run and the calculator has read the link or the stored
 * ledger (`data-splitter` leaves "loading"). On the static site the calculator is an island that
 * hydrates on its own, after the site script has marked the page hydrated.
 */
async function waitForSplitter(page: Page) {
  await waitForScripts(page);
  await expect(page.locator("[data-splitter]")).toHaveAttribute("data-splitter", /^(ready|link-error)$/);
}

async function open(page: Page, at = path, fragment = "") {
  await page.goto(`${at}${fragment ? `#${fragment}` : ""}`);
  await waitForSplitter(page);
  await expect(page.locator("#main [aria-busy]")).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await withConsent(page, "false");
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
});

test.describe("the German splitter", () => {
  test("the example ledger: Wer zahlt wem, then Als bezahlt markieren until everyone is quitt", async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, path, fragmentOf(lisbon));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Reisekosten teilen" })).toBeVisible();
    await expect(payments(page)).toHaveText([
      /^Ben zahlt Ana 123,00\s€\s*Als bezahlt markieren$/,
      /^Cleo zahlt Ana 279,00\s€\s*Als bezahlt markieren$/,
    ]);
    await expect(page).toHaveURL(path);

    await page
      .getByRole("button", { name: `Als bezahlt markieren: ${iso("Ben")} zahlt ${iso("Ana")} ${eur("123,00")}` })
      .click();
    await expect(payments(page)).toHaveText([/^Cleo zahlt Ana 279,00\s€/]);
    await expect(page.getByRole("list", { name: "Ausgaben" })).toContainText("Ben hat Ana zurückgezahlt");
    await page.getByRole("button", { name: /^Als bezahlt markieren: .*Cleo/ }).click();
    await expect(page.getByText("Alle sind quitt")).toBeVisible();

    // Warum: Ana's sums in German amounts, the foreign expense converted at its rate.
    const ana = page.locator("details").first();
    await ana.locator("summary").click();
    await expect(ana).toContainText(`Villa${eur("900,00")}${eur("300,00")}`);
    await expect(ana).toContainText(`Boat–${eur("138,00")}`);
    await expect(page.getByRole("list", { name: "Ausgaben" })).toContainText("1 USD = 0,92 EUR");
    expect(problems).toEqual([]);
  });

  test("people and an expense entered in German, with a decimal comma", oneWidth, async ({ page }) => {
    await open(page);
    // A new ledger on the German page is in euros (in dollars on the English one).
    await expect(page.getByLabel("Reisewährung")).toHaveValue("EUR");
    await expect(page.getByLabel("Reisewährung").locator("option:checked")).toHaveText("EUR (Euro)");
    for (const name of ["Ana", "Ben"]) {
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Person hinzufügen" }).click();
    }
    // Errors are said in German next to their fields.
    await page.getByRole("button", { name: "Ausgabe eintragen" }).click();
    await expect(page.getByLabel("Wofür")).toHaveAccessibleDescription(/Schreib, wofür es war/);
    await expect(page.getByLabel("Betrag", { exact: true })).toHaveAccessibleDescription("Gib einen Betrag ein.");

    await page.getByLabel("Wofür").fill("Abendessen");
    await page.getByLabel("Betrag", { exact: true }).fill("1.234,50");
    await page.getByLabel("Bezahlt von").selectOption({ label: "Ana" });
    await page.getByRole("button", { name: "Ausgabe eintragen" }).click();
    await expect(page.getByRole("list", { name: "Ausgaben" })).toContainText(eur("1.234,50"));
    await expect(page.getByRole("list", { name: "Ausgaben" })).toContainText(
      "Bezahlt von Ana · Zu gleichen Teilen unter allen",
    );
    await expect(payments(page)).toHaveText([/^Ben zahlt Ana 617,25\s€/]);
  });

  test("a broken link is explained in German", oneWidth, async ({ page }) => {
    await open(page, path, fragmentOf(lisbon).slice(0, 60));
    await expect(page.getByRole("alert")).toContainText("Dieser Link lässt sich nicht öffnen");
    await expect(page.getByRole("alert")).toContainText("Dieser Link ist beschädigt");
    await page.getByRole("button", { name: "Neue Abrechnung beginnen" }).click();
    await expect(page.getByRole("heading", { name: "Personen" })).toBeVisible();
  });
});

test.describe("one link format for both languages", () => {
  for (const [from, to, copy, list, line] of [
    [path, englishPath, "Link kopieren", "Who pays whom", /^Ben pays Ana €123\.00/],
    [englishPath, path, "Copy link", "Wer zahlt wem", /^Ben zahlt Ana 123,00\s€/],
  ] as const) {
    test(`a link copied on ${from} opens on ${to}`, oneWidth, async ({ page, context, browser, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, from, fragmentOf(lisbon));
      await page.getByRole("button", { name: copy }).click();
      // The copy is asynchronous: read the clipboard once the link has arrived in it.
      const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await expect.poll(async () => (await readClipboard()).startsWith(`${baseURL}${from}#v1.`)).toBe(true);
      const link = await readClipboard();

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await fresh.goto(`${baseURL}${to}${new URL(link).hash}`);
      await waitForSplitter(fresh);
      await expect(payments(fresh, list)).toHaveText([line, /Cleo/]);
      await other.close();
    });
  }

  test("Copy as text gives the summary in the page's language", oneWidth, async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, path, fragmentOf(lisbon));
    await page.getByRole("button", { name: "Als Text kopieren" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Zusammenfassung kopiert" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${iso("Lisbon weekend")}\n${iso("Ben")} zahlt ${iso("Ana")} ${eur("123,00")}\n${iso("Cleo")} zahlt ${iso("Ana")} ${eur("279,00")}`,
    );
  });

  test("each currency keeps its digits, and a right-to-left name stays isolated", oneWidth, async ({ page }) => {
    const hebrew = "\u05d1\u05df";
    await open(
      page,
      path,
      fragmentOf({
        v: 1,
        currency: "KWD",
        people: ["Ana", hebrew],
        expenses: [
          { what: "Hotel", amount: 3000, currency: "KWD", paidBy: 0, split: { equal: [0, 1] } },
          { what: "Sushi", amount: 2400, currency: "JPY", rate: "0.002", paidBy: 0, split: { exact: [1200, 1200] } },
        ],
      }),
    );
    // 3.000 KWD (3 digits) halved, plus 1.200 ¥ (0 digits) at 0.002: Ben owes 1.500 + 2.400 KWD.
    await expect(payments(page)).toHaveText([new RegExp(`^${hebrew} zahlt Ana 3,900\\sKWD`)]);
    await expect(page.locator("[data-payment] bdi")).toHaveText([hebrew, "Ana"]);
    await expect(
      page.getByRole("button", { name: `Als bezahlt markieren: ${iso(hebrew)} zahlt ${iso("Ana")} 3,900\u00a0KWD` }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Ausgaben" })).toContainText("1.200\u00a0¥");
  });
});

test.describe("the German page", () => {
  test("has no axe violations and no overflow with a ledger loaded", async ({ page }) => {
    await open(page, path, fragmentOf(lisbon));
    await page
      .locator("details")
      .first()
      .evaluate((details) => ((details as HTMLDetailsElement).open = true));
    const exact = page.getByRole("radio", { name: "Genaue Beträge" });
    await page.locator("label", { has: exact }).click();
    await page.getByRole("button", { name: "Ausgabe eintragen" }).click();
    await expectAccessibleWithoutOverflow(page);
  });

  test(
    "its head: German title, description, alternates, WebApplication and breadcrumb",
    oneWidth,
    async ({ request, baseURL }) => {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title).toMatch(/^Reisekosten teilen/);
      expect(title.length).toBeLessThanOrEqual(60);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
      // React writes `hrefLang` and closes the tag with "/>", Astro writes `hreflang` and ">".
      expect(html).toMatch(/<link rel="alternate" href[Ll]ang="en" href="https:\/\/[^"]+\/trip-cost-splitter"\/?>/);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/de\/reisekosten-teilen"\/?>/);
      expect(html).toContain("/social/de/reisekosten-teilen.png");
      const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        ([, json]) => JSON.parse(json!) as Record<string, unknown> & { "@type": string },
      );
      const app = data.find((item) => item["@type"] === "WebApplication");
      expect(app).toMatchObject({ inLanguage: "de", name: "Reisekosten-Rechner" });
      expect(String(app?.url)).toMatch(/\/de\/reisekosten-teilen$/);
      const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as
        { itemListElement: { name: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(["Startseite", "Reisekosten teilen"]);
      expect(baseURL).toBeTruthy();
    },
  );

  test("the language switch leads to the English splitter and back", oneWidth, async ({ page }) => {
    await open(page);
    await page.locator("header [data-language-switch]").first().click();
    await expect(page).toHaveURL(englishPath);
    await expect(page.getByRole("heading", { level: 1, name: "Trip Cost Splitter" })).toBeVisible();
    await page.locator("header [data-language-switch]").first().click();
    await expect(page).toHaveURL(path);
  });
});
