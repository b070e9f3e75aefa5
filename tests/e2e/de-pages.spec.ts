/**
 * The German edition of the code pages (issue 32, decisions.md "The German edition"): each German
 * page speaks German (title, heading, its interface), and its links lead to German pages where they
 * exist. Axe, overflow and hydration warnings on every German page are routes.spec.ts's (`-g "/de"`).
 */
import { expect, test, type Page } from "@playwright/test";
import { oneWidth, waitForScripts, watchConsole, withConsent } from "./support";

async function open(page: Page, path: string) {
  await withConsent(page, "false");
  const problems = watchConsole(page);
  await page.goto(path);
  await waitForScripts(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  return problems;
}

test.describe("/de/konto-loeschen", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Kontolöschung beantragen" });
  const send = (page: Page) => form(page).getByRole("button", { name: "Löschanfrage senden" });
  const email = (page: Page) => form(page).getByRole("textbox", { name: "E-Mail-Adresse deines Kontos" });

  test("explains deletion in German", oneWidth, async ({ page }) => {
    const problems = await open(page, "/de/konto-loeschen");
    await expect(page).toHaveTitle("Konto löschen | Wayfellow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dein Wayfellow-Konto löschen");
    const main = page.getByRole("main");
    await expect(main).toContainText("Alle deine Daten und Einstellungen");
    await expect(main).toContainText("unverzüglich, spätestens innerhalb eines Monats nach Eingang");
    await expect(main).toContainText("Einen Vermerk über deine Löschanfrage");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Beantrage die Löschung/);
    // The privacy policy: the German one once it exists, until then the English one, marked as such.
    const privacy = main.getByRole("link", { name: /^Datenschutzerklärung/ });
    const href = await privacy.getAttribute("href");
    if (href === "/privacy-policy") {
      await expect(privacy).toHaveText("Datenschutzerklärung (Englisch)");
      await expect(privacy).toHaveAttribute("hreflang", "en");
    } else {
      expect(href).toBe("/de/datenschutz");
    }
    expect(problems).toEqual([]);
  });

  test("validates in the spec's order, in German", async ({ page }) => {
    await open(page, "/de/konto-loeschen");
    await send(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      "Bitte bestätige, dass du die Folgen der Kontolöschung verstanden hast",
    );
    await form(page).getByRole("checkbox").check();
    await send(page).click();
    await expect(form(page).getByRole("alert")).toHaveText("Bitte gib deine E-Mail-Adresse ein");
    await expect(email(page)).toBeFocused();
    await email(page).fill("ich@");
    await send(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      "Bitte prüfe deine E-Mail-Adresse. Sie sollte so aussehen: name@example.com",
    );
  });

  test("a failed request says so in German; a sent one lands on the German home", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).__WAYFELLOW_DELETION_ENDPOINT__ = "/__test/delete-account";
    });
    let status = 500;
    await page.route("**/__test/delete-account", (route) =>
      route.fulfill({ status, contentType: "application/json", body: "{}" }),
    );
    await open(page, "/de/konto-loeschen");
    await form(page).getByRole("checkbox").check();
    await email(page).fill("ich@example.com");
    await send(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      "Dein Konto konnte nicht gelöscht werden. Bitte versuch es noch einmal.",
    );
    // The e-mail route, in German, with what was typed.
    const handoff = page.getByRole("region", { name: "Noch ein Schritt: die E-Mail abschicken" });
    await expect(handoff).toContainText("Du kannst deine Löschanfrage stattdessen auch per E-Mail schicken");
    await expect(handoff.getByRole("textbox", { name: "Deine Löschanfrage" })).toHaveValue(/ich@example\.com/);
    await expect(handoff.getByRole("button", { name: "Löschanfrage kopieren" })).toBeVisible();
    status = 200;
    await send(page).click();
    await expect(page).toHaveURL("/de");
    await expect(
      page.getByRole("status").filter({ hasText: "Danke, deine Löschanfrage ist abgeschickt." }),
    ).toBeVisible();
  });
});

test("/de/kontakt speaks German and links the German deletion page", oneWidth, async ({ page }) => {
  const problems = await open(page, "/de/kontakt");
  await expect(page).toHaveTitle("Kontakt | Wayfellow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wir helfen dir, damit die Reise steht");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Hilfe zur App",
    "Dein Konto und deine Daten",
    "Partner und Presse",
  ]);
  await expect(main).toContainText("support@");
  await main.getByRole("link", { name: "Kontolöschung beantragen" }).click();
  await expect(page).toHaveURL("/de/konto-loeschen");
  expect(problems).toEqual([]);
});

test("/de/download speaks German, with the app's claims", oneWidth, async ({ page }) => {
  const problems = await open(page, "/de/download");
  await expect(page).toHaveTitle("Die App für iPhone und Android laden | Wayfellow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Hol dir Wayfellow und plane die Reise mit deiner Gruppe",
  );
  const main = page.getByRole("main");
  await expect(main).toContainText("60 Sekunden");
  await expect(main).toContainText("10 Sekunden statt 2 Stunden");
  await expect(main).toContainText("Über 300 Freundesgruppen haben ihre Wiesn-Reise mit Wayfellow geplant.");
  await expect(main).toContainText("Am Computer? Scann einen Code");
  await expect(main.getByRole("img", { name: /^Wayfellow-Reiseplan/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test("/de/app speaks German: hero, four steps, and a guides button to the German home", oneWidth, async ({ page }) => {
  const problems = await open(page, "/de/app");
  await expect(page).toHaveTitle(/^Gruppenreise-App kostenlos für iPhone und Android/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gruppenreisen mit KI planen");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "Schritt 1: Reise anlegen",
    "Schritt 2: Gruppe per Link einladen",
    "Schritt 3: Gemeinsam planen",
    "Schritt 4: Unterwegs dabei",
  ]);
  const main = page.getByRole("main");
  await expect(main).toContainText("Über 300 Freundesgruppen haben ihre Wiesn-Reise mit Wayfellow geplant.");
  const guides = main.getByRole("button", { name: "Einfach losplanen" });
  await expect(guides.locator("xpath=ancestor::form")).toHaveAttribute("action", "/de#trip-types");
  await expect(
    main
      .getByRole("button", { name: "Demovideo anhalten" })
      .or(main.getByRole("button", { name: "Demovideo abspielen" })),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test("/de speaks German: every section, the guide tiles and the structured data", oneWidth, async ({ page }) => {
  const problems = await open(page, "/de");
  await expect(page).toHaveTitle("Wayfellow: die KI-App für Gruppenreisen mit Freunden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gruppenreisen mit KI planen");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Warum Wayfellow?",
    "Wayfellow auf einen Blick",
    "So geht’s",
    "Die nächste Reise eurer Gruppe beginnt in der App",
  ]);
  await expect(main).toContainText("Freundesgruppen haben ihre Wiesn-Reise mit Wayfellow geplant");
  await expect(main.getByRole("img", { name: /^Wayfellow-Umfragen/ })).toHaveCount(1);
  // German pages lead to German pages: the German guides and the trip cost splitter, no English tile.
  const tiles = main.locator("#trip-types").getByRole("link");
  const targets = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(targets).toEqual(expect.arrayContaining(["/de/oktoberfest", "/de/wiesn-hotel", "/de/reisekosten-teilen"]));
  for (const target of targets) expect(target).toMatch(/^\/de\//);
  await expect(main.locator('#trip-types a[hreflang="en"]')).toHaveCount(0);
  await expect(main.locator("#trip-types")).not.toContainText("(Englisch)");
  const app = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
  expect(app.find((data) => data["@type"] === "MobileApplication")).toMatchObject({
    description: "Wayfellow macht aus Gruppenideen gebuchte Reisen",
    url: expect.stringMatching(/\/de\/download$/),
  });
  expect(app.find((data) => data["@type"] === "WebSite")).toMatchObject({
    url: expect.stringMatching(/\/de$/),
    inLanguage: "de",
  });
  expect(problems).toEqual([]);
});

test("every German guide's closing grid shows German pages only", oneWidth, async ({ page }) => {
  for (const path of ["/de/oktoberfest", "/de/wiesn-hotel", "/de/lederhosen-dirndl-muenchen"]) {
    await open(page, path);
    const grid = page.locator("#keep-planning");
    const targets = await grid
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(targets.length, path).toBeGreaterThanOrEqual(2);
    for (const target of targets) expect(target, path).toMatch(/^\/de\//);
    await expect(grid, path).not.toContainText("(Englisch)");
  }
});

test(
  "numbers on German pages are German: the Tracht shops' ratings take a decimal comma",
  oneWidth,
  async ({ page }) => {
    // The English page writes each shop's rating with a decimal point…
    await page.goto("/lederhosen-dirndl-munich");
    const english = await page
      .getByRole("main")
      .getByText(/\d\.\d \/ 5/)
      .count();
    expect(english).toBeGreaterThan(0);
    expect(
      await page
        .getByRole("main")
        .getByText(/\d,\d \/ 5/)
        .count(),
    ).toBe(0);
    // …the German page every one of them with a comma.
    await open(page, "/de/lederhosen-dirndl-muenchen");
    const ratings = await page
      .getByRole("main")
      .getByText(/\d[.,]\d \/ 5/)
      .allTextContents();
    expect(ratings.length).toBe(english);
    for (const rating of ratings) expect(rating).toMatch(/\d,\d \/ 5/);
  },
);
