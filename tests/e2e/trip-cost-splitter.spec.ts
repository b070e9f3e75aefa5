/**
 * The trip cost splitter (issue 26): people and expenses by keyboard, the
 * three splits, currencies, who pays whom, sharing by link, storage, broken
 * links, hostile input, accessibility and privacy.
 *
 * Links are made here with Node's zlib, independently of the page's codec,
 * so these tests also pin the link format: `#v1.` + base64url(deflate-raw(JSON)).
 */
import { deflateRawSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
// The issue's example ledger.
import { exampleLedger as lisbon } from "../../app/lib/splitter/example";
import { acceptCookies, oneWidth, waitForScripts, withConsent, expectAccessibleWithoutOverflow } from "./support";

const path = "/trip-cost-splitter";

function fragmentOf(ledger: object): string {
  return `v1.${deflateRawSync(Buffer.from(JSON.stringify(ledger))).toString("base64url")}`;
}

const splitter = (page: Page) => page.locator("#main");
const payments = (page: Page) => page.getByRole("list", { name: "Who pays whom" }).getByRole("listitem");
const alert = (page: Page) => page.getByRole("alert").filter({ hasText: "This link cannot be opened" });

/** A name as the page isolates it in text and accessible names: U+2068 … U+2069 (issue 33). */
const iso = (name: string) => `\u2068${name}\u2069`;

/**
 * Waits until the page's scripts have run and the calculator has read the link or the stored
 * ledger (`data-splitter` leaves "loading"). On the static site the calculator is an island that
 * hydrates on its own, after the site script has marked the page hydrated.
 */
async function waitForSplitter(page: Page) {
  await waitForScripts(page);
  await expect(page.locator("[data-splitter]")).toHaveAttribute("data-splitter", /^(ready|link-error)$/);
}

/** Opens the page (with a link fragment, if given) and waits until the ledger is loaded. */
async function open(page: Page, fragment = "") {
  await page.goto(`${path}${fragment ? `#${fragment}` : ""}`);
  await waitForSplitter(page);
  await expect(splitter(page).locator("[aria-busy]")).toHaveCount(0);
}

async function addPeople(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Add person" }).click();
  }
}

async function expectPayments(page: Page, lines: string[]) {
  await expect(payments(page)).toHaveText(
    lines.map((line) => new RegExp(`^${line.replace(/[.$]/g, "\\$&")}\\s*Mark as paid$`)),
  );
}

/**
 * Picks a way to split as a visitor does: a click on the option's visible label (the radio itself
 * is visually hidden inside it), then the radio is checked.
 */
async function chooseSplit(page: Page, name: "Equally" | "By shares" | "Exact amounts") {
  const radio = page.getByRole("radio", { name });
  await page.locator("label", { has: radio }).click();
  await expect(radio).toBeChecked();
}

test.beforeEach(async ({ page }, testInfo) => {
  // The privacy tests, and the one that blocks storage (a visitor whose choice was never kept),
  // answer the cookie banner themselves; elsewhere it stays out of the way.
  const answersBanner = testInfo.titlePath.includes("privacy") || testInfo.title.startsWith("with storage blocked");
  if (!answersBanner) await withConsent(page, "false");
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
});

test.describe("entering a trip", () => {
  test("people and an expense can be added with the keyboard alone", async ({ page }) => {
    await open(page);
    await page.getByLabel("Name", { exact: true }).focus();
    for (const name of ["Ana", "Ben"]) {
      await page.keyboard.type(name);
      await page.keyboard.press("Enter");
    }
    await expect(page.getByRole("list", { name: "People" }).getByRole("listitem")).toHaveText([/Ana/, /Ben/]);
    // The name field keeps the focus, empty, for the next person.
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

    await page.getByLabel("What").focus();
    await page.keyboard.type("Taxi");
    await page.keyboard.press("Tab");
    await page.keyboard.type("40");
    await page.keyboard.press("Tab"); // currency
    await page.keyboard.press("Tab"); // paid by
    await expect(page.getByLabel("Paid by")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Paid by")).toHaveValue("1");
    await page.getByLabel("What").focus();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("list", { name: "Expenses" })).toContainText("Taxi");
    await expectPayments(page, ["Ana pays Ben $20.00"]);
    // Ready for the next expense.
    await expect(page.getByLabel("What")).toBeFocused();
  });

  test("equal among some, by shares with a 0, and exact amounts that must add up", async ({ page }) => {
    await open(page);
    await addPeople(page, ["Ana", "Ben", "Cleo"]);

    // Equally, between Ana and Ben only.
    await page.getByLabel("What").fill("Dinner");
    await page.getByLabel("Amount", { exact: true }).fill("60");
    await page.getByLabel("Paid by").selectOption({ label: "Ana" });
    await page.getByRole("checkbox", { name: "Cleo" }).uncheck();
    await page.getByRole("button", { name: "Add expense" }).click();
    await expectPayments(page, ["Ben pays Ana $30.00"]);

    // By shares: Cleo (the groom) 0.
    await page.getByLabel("What").fill("House");
    await page.getByLabel("Amount", { exact: true }).fill("100");
    await page.getByLabel("Paid by").selectOption({ label: "Ben" });
    await chooseSplit(page, "By shares");
    await page.getByLabel("Cleo's shares").fill("0");
    await page.getByRole("button", { name: "Add expense" }).click();
    await expectPayments(page, ["Ana pays Ben $20.00"]);

    // Exact amounts that do not add up are refused, next to the split.
    await page.getByLabel("What").fill("Tickets");
    await page.getByLabel("Amount", { exact: true }).fill("90");
    await page.getByLabel("Paid by").selectOption({ label: "Cleo" });
    await chooseSplit(page, "Exact amounts");
    await page.getByLabel("Ana's amount").fill("40");
    await page.getByLabel("Ben's amount").fill("30");
    await page.getByLabel("Cleo's amount").fill("10");
    await expect(splitter(page)).toContainText("Left to assign: $10.00");
    await page.getByRole("button", { name: "Add expense" }).click();
    await expect(page.getByLabel("Ana's amount")).toHaveAccessibleDescription(
      "The amounts add up to $80.00, not $90.00.",
    );
    await page.getByLabel("Cleo's amount").fill("20");
    await page.getByRole("button", { name: "Add expense" }).click();
    await expectPayments(page, ["Ana pays Cleo $60.00", "Ben pays Cleo $10.00"]);

    const expenses = page.getByRole("list", { name: "Expenses" });
    await expect(expenses).toContainText("Split equally among Ana and Ben");
    await expect(expenses).toContainText("By shares: Ana 1, Ben 1");
    await expect(expenses).toContainText("Exact amounts: Ana $40.00, Ben $30.00, Cleo $20.00");
  });

  test(
    "a foreign expense takes a rate, typed or worked out from the card charge, and shows it",
    oneWidth,
    async ({ page }) => {
      await open(page);
      await page.getByLabel("Trip currency").selectOption("EUR");
      await addPeople(page, ["Ana", "Ben"]);
      await page.getByLabel("What").fill("Boat");
      await page.getByLabel("Amount", { exact: true }).fill("300");
      await page.getByLabel("Currency", { exact: true }).selectOption("USD");
      await page.getByLabel("Paid by").selectOption({ label: "Ben" });
      await page.getByRole("button", { name: "Add expense" }).click();
      await expect(page.getByLabel("Exchange rate")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Exchange rate")).toBeFocused();
      await page.getByLabel("Exchange rate").fill("0.92");
      await page.getByRole("button", { name: "Add expense" }).click();
      const expenses = page.getByRole("list", { name: "Expenses" });
      await expect(expenses).toContainText("1 USD = 0.92 EUR · €276.00");
      await expectPayments(page, ["Ana pays Ben €138.00"]);

      // The card charged €93.50 for $100.00: the rate is 0.935.
      await page.getByLabel("What").fill("Museum");
      await page.getByLabel("Amount", { exact: true }).fill("100");
      await page.getByLabel("Currency", { exact: true }).selectOption("USD");
      await page.getByRole("button", { name: "Work it out from what my card charged" }).click();
      await page.getByLabel("Your card charged (EUR)").fill("93.50");
      await page.getByRole("button", { name: "Use this charge" }).click();
      await expect(page.getByLabel("Exchange rate")).toHaveValue("0.935");
      await page.getByLabel("Paid by").selectOption({ label: "Ana" });
      await page.getByRole("button", { name: "Add expense" }).click();
      await expect(expenses).toContainText("1 USD = 0.935 EUR · €93.50");
      await expectPayments(page, ["Ana pays Ben €91.25"]);
    },
  );

  test("errors are said next to their fields", oneWidth, async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Add person" }).click();
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Enter a name.");

    await addPeople(page, ["Ana"]);
    await name.fill("ana");
    await page.getByRole("button", { name: "Add person" }).click();
    await expect(name).toHaveAccessibleDescription(/already has this name/);

    await page.getByRole("button", { name: "Add expense" }).click();
    const what = page.getByLabel("What");
    await expect(what).toBeFocused();
    await expect(what).toHaveAttribute("aria-invalid", "true");
    await expect(what).toHaveAccessibleDescription(/Say what it was for/);
    await expect(page.getByLabel("Amount", { exact: true })).toHaveAccessibleDescription("Enter an amount.");
    await page.getByLabel("Amount", { exact: true }).fill("12.345");
    await page.getByRole("button", { name: "Add expense" }).click();
    await expect(page.getByLabel("Amount", { exact: true })).toHaveAccessibleDescription(/at most 2 decimals/);
    // Typing in a field clears its error.
    await what.fill("Snacks");
    await expect(what).not.toHaveAttribute("aria-invalid");
  });

  test(
    "an error in the field the visitor is typing in is announced, since the focus does not move",
    oneWidth,
    async ({ page }) => {
      await open(page);
      const said = (text: string) => expect(page.getByRole("status").filter({ hasText: text })).toHaveCount(1);
      const name = page.getByLabel("Name", { exact: true });
      await name.focus();
      await page.keyboard.press("Enter");
      await expect(name).toBeFocused();
      await said("Enter a name.");
      await name.fill("Ana");
      await page.keyboard.press("Enter");
      await said("Ana");
      await name.fill("Ana");
      await page.keyboard.press("Enter");
      await said("Someone on the trip already has this name.");

      await page.getByLabel("What").fill("Snacks");
      const amount = page.getByLabel("Amount", { exact: true });
      await amount.fill("abc");
      await page.keyboard.press("Enter");
      await expect(amount).toBeFocused();
      await said("Enter an amount as a number, like 12.50.");
    },
  );

  test("people and expenses can be edited and deleted; someone in an expense cannot be removed", async ({ page }) => {
    await open(page, fragmentOf(lisbon));
    await page.getByRole("button", { name: "Remove Cleo" }).click();
    await expect(page.getByRole("button", { name: "Remove Cleo" })).toHaveAccessibleDescription(
      new RegExp(`${iso("Cleo")} is in 3 expenses \\(${iso("Villa")}, ${iso("Boat")}, ${iso("Dinner")}\\)`),
    );
    await expect(page.getByRole("list", { name: "People" })).toContainText("Cleo");

    await page.getByRole("button", { name: "Rename Ben" }).click();
    await page.getByLabel("New name for Ben").fill("Benedikt");
    await page.getByLabel("New name for Ben").press("Enter");
    await expectPayments(page, ["Benedikt pays Ana €123.00", "Cleo pays Ana €279.00"]);

    await page.getByRole("button", { name: "Edit Dinner" }).click();
    await expect(page.getByLabel("Cleo's amount")).toHaveValue("30.00");
    await page.getByLabel("Amount", { exact: true }).fill("150");
    await page.getByLabel("Ana's amount").fill("80");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectPayments(page, ["Benedikt pays Ana €123.00", "Cleo pays Ana €249.00"]);

    await page.getByRole("button", { name: "Delete Boat" }).click();
    await expect(page.getByRole("list", { name: "Expenses" })).not.toContainText("Boat");

    // Someone in no expense can go.
    await addPeople(page, ["Dora"]);
    await page.getByRole("button", { name: "Remove Dora" }).click();
    await expect(page.getByRole("list", { name: "People" })).not.toContainText("Dora");
  });

  test("names with markup are shown as text", oneWidth, async ({ page }) => {
    const hostile = '<img src=x onerror="document.title=1">';
    await open(page, fragmentOf({ ...lisbon, people: [hostile, "Ben", "<b>Cleo</b>"] }));
    await expect(page.getByRole("list", { name: "People" })).toContainText(hostile);
    await expect(payments(page).first()).toContainText(`Ben pays ${hostile} €123.00`);
    await addPeople(page, ["<script>alert(1)</script>"]);
    await expect(page.getByRole("list", { name: "People" })).toContainText("<script>alert(1)</script>");
    await expect(splitter(page).locator("img[src=x], b")).toHaveCount(0);
    // The site's own scripts sit in #main (the island's loader): none may be in the calculator.
    await expect(splitter(page).locator("[data-splitter] script")).toHaveCount(0);
  });
});

test.describe("settling up", () => {
  test("the example ledger: who pays whom, then Mark as paid until everyone is settled", async ({ page }) => {
    await open(page, fragmentOf(lisbon));
    await expect(page.getByRole("heading", { name: "Who pays whom" })).toBeVisible();
    await expectPayments(page, ["Ben pays Ana €123.00", "Cleo pays Ana €279.00"]);
    // The link is read, then taken out of the address bar.
    await expect(page).toHaveURL(path);

    await page.getByRole("button", { name: `Mark as paid: ${iso("Ben")} pays ${iso("Ana")} €123.00` }).click();
    await expectPayments(page, ["Cleo pays Ana €279.00"]);
    await expect(page.getByRole("list", { name: "Expenses" })).toContainText("Ben paid Ana back");
    await page.getByRole("button", { name: `Mark as paid: ${iso("Cleo")} pays ${iso("Ana")} €279.00` }).click();
    await expect(page.getByText("Everyone is settled")).toBeVisible();
    await expect(payments(page)).toHaveCount(0);

    // Why: Ana's sums, with the expenses behind them.
    const ana = page.locator("details").first();
    await ana.locator("summary").click();
    await expect(ana).toContainText("Villa€900.00€300.00");
    await expect(ana).toContainText("Boat–€138.00");
  });

  test(
    "more than 20 people with something owed: the plan is said to be good, not the fewest",
    oneWidth,
    async ({ page }) => {
      const people = Array.from({ length: 24 }, (_, i) => `P${i + 1}`);
      // Everyone owes a different amount to P1; P1 paid it all.
      const exact = people.map((_, i) => (i === 0 ? 0 : 100 * (i + 1) + i));
      const amount = exact.reduce((a, b) => a + b, 0);
      await open(
        page,
        fragmentOf({
          v: 1,
          currency: "USD",
          people,
          expenses: [{ what: "Bus", amount, currency: "USD", paidBy: 0, split: { exact } }],
        }),
      );
      await expect(splitter(page)).toContainText("good plan but not guaranteed to be the fewest payments");
    },
  );
});

test.describe("keeping and sharing", () => {
  test("a reload keeps the ledger; Start over asks, then clears it", oneWidth, async ({ page }) => {
    await open(page);
    // The ledger is written a moment after each change (it is encoded first): wait for each write.
    const stored = () => page.evaluate(() => localStorage.getItem("wayfellow_trip_cost_splitter"));
    await addPeople(page, ["Ana"]);
    await expect.poll(stored).not.toBeNull();
    const withAna = await stored();
    await addPeople(page, ["Ben"]);
    await expect.poll(stored).not.toBe(withAna);
    await page.reload();
    await waitForSplitter(page);
    await expect(page.getByRole("list", { name: "People" })).toContainText("Ben");

    await page.getByRole("button", { name: "Start over" }).click();
    await page.getByRole("button", { name: "Keep it" }).click();
    await expect(page.getByRole("list", { name: "People" })).toContainText("Ben");
    await page.getByRole("button", { name: "Start over" }).click();
    await page.getByRole("button", { name: "Delete and start over" }).click();
    await expect(page.getByRole("list", { name: "People" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("wayfellow_trip_cost_splitter"))).toBeNull();
    await page.reload();
    await waitForSplitter(page);
    await expect(page.getByRole("list", { name: "People" })).toHaveCount(0);
  });

  test("with storage blocked, the calculator still works and says it is not saving", oneWidth, async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException("blocked", "SecurityError");
      };
      Storage.prototype.getItem = blocked;
      Storage.prototype.setItem = blocked;
      Storage.prototype.removeItem = blocked;
    });
    const crashes: string[] = [];
    page.on("pageerror", (error) => crashes.push(error.message));
    await open(page, fragmentOf(lisbon));
    await acceptCookies(page);
    await expectPayments(page, ["Ben pays Ana €123.00", "Cleo pays Ana €279.00"]);
    await addPeople(page, ["Dora"]);
    await expect(page.getByText("This browser is not saving the ledger")).toBeVisible();
    expect(crashes).toEqual([]);
  });

  test(
    "Copy link gives a link that opens the same ledger in another browser",
    oneWidth,
    async ({ page, context, browser, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, fragmentOf(lisbon));
      await page.getByRole("button", { name: "Copy link" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link.startsWith(`${baseURL}${path}#v1.`)).toBe(true);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await fresh.goto(link);
      await waitForSplitter(fresh);
      await expect(fresh.getByLabel("Trip name (optional)")).toHaveValue("Lisbon weekend");
      await expect(payments(fresh)).toHaveText([/^Ben pays Ana €123\.00/, /^Cleo pays Ana €279\.00/]);
      await other.close();

      await page.getByRole("button", { name: "Copy as text" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${iso("Lisbon weekend")}\n${iso("Ben")} pays ${iso("Ana")} €123.00\n${iso("Cleo")} pays ${iso("Ana")} €279.00`,
      );
    },
  );

  test("a link over 2,000 characters comes with a warning", oneWidth, async ({ page }) => {
    const random = () => Math.random().toString(36).slice(2, 12);
    const expenses = Array.from({ length: 120 }, () => ({
      what: `${random()} ${random()}`,
      amount: Math.floor(Math.random() * 100_000) + 1,
      currency: "EUR",
      paidBy: 0,
      split: { equal: [0, 1] },
    }));
    await open(page, fragmentOf({ v: 1, currency: "EUR", people: ["Ana", "Ben"], expenses }));
    await expect(page.getByText(/This link is [\d,]+ characters long/)).toBeVisible();

    await open(page, fragmentOf(lisbon));
    await expect(page.getByText(/characters long/)).toHaveCount(0);
  });

  for (const [kind, fragment] of [
    ["damaged", `v1.${fragmentOf(lisbon).slice(3, 40)}!!${fragmentOf(lisbon).slice(42)}`],
    ["cut", fragmentOf(lisbon).slice(0, 60)],
    ["newer version", "v2.eyJ2IjoyfQ"],
    // Looks like a ledger without the exact "v1." prefix (issue 33).
    ["capital V", `V1.${fragmentOf(lisbon).slice(3)}`],
    ["pointless", `v1${fragmentOf(lisbon).slice(3)}`],
  ] as const) {
    test(`a ${kind} link shows an alert and no ledger`, oneWidth, async ({ page }) => {
      await open(page, fragment);
      await expect(alert(page)).toBeVisible();
      await expect(page.getByRole("heading", { name: "People" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Who pays whom" })).toHaveCount(0);
      await expect(splitter(page)).not.toContainText("Ana");
      // The explainer is still there, and a way on.
      await expect(page.getByRole("heading", { name: "How the splitter works it out" })).toBeVisible();
      await page.getByRole("button", { name: "Start a new ledger" }).click();
      await expect(page.getByRole("heading", { name: "People" })).toBeVisible();
    });
  }

  test("opening a link over a different ledger offers to bring the earlier one back", oneWidth, async ({ page }) => {
    await open(page);
    await addPeople(page, ["Mine"]);
    // The ledger is kept once it is encoded, a moment after the change: leave only then.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("wayfellow_trip_cost_splitter"))).not.toBeNull();
    await open(page, fragmentOf(lisbon));
    await expect(page.getByRole("list", { name: "People" })).toContainText("Cleo");
    await page.getByRole("button", { name: "Bring back my earlier ledger" }).click();
    await expect(page.getByRole("list", { name: "People" })).toHaveText([/Mine/]);
  });
});

test.describe("names, duplicates and in-page links (issue 33)", () => {
  test("a right-to-left name cannot move the words and amount around it", oneWidth, async ({ page }) => {
    const hebrew = "\u05d0\u05e0\u05d4";
    await open(page, fragmentOf({ ...lisbon, people: [hebrew, "Ben", "Cleo"] }));
    const line = payments(page).first().locator("[data-payment]");
    await expect(line).toHaveText(`Ben pays ${hebrew} €123.00`);
    // On screen, left to right: "Ben pays", the name, the amount (without isolation the amount
    // would be drawn on the left of the Hebrew name).
    const boxes = await line.evaluate(
      (element, texts) => {
        const box = (text: string) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = (node as Text).data.indexOf(text);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + text.length);
            const { left, right } = range.getBoundingClientRect();
            return { left, right };
          }
          return { left: Number.NaN, right: Number.NaN };
        };
        return texts.map(box);
      },
      ["pays", hebrew, "123.00"],
    );
    const [pays, name, amount] = boxes as [
      { left: number; right: number },
      { left: number; right: number },
      { left: number; right: number },
    ];
    expect(pays.right).toBeLessThanOrEqual(name.left);
    expect(name.right).toBeLessThanOrEqual(amount.left);
    // The button's accessible name isolates the names too.
    await expect(payments(page).first().getByRole("button")).toHaveAccessibleName(
      `Mark as paid: ${iso("Ben")} pays ${iso(hebrew)} €123.00`,
    );
  });

  test("a name with a right-to-left override is refused, typed or in a link", oneWidth, async ({ page }) => {
    await open(page);
    const name = page.getByLabel("Name", { exact: true });
    await name.fill("\u202eBen");
    await page.getByRole("button", { name: "Add person" }).click();
    await expect(name).toHaveAccessibleDescription("Use a name without line breaks or invisible control characters.");
    await expect(page.getByRole("list", { name: "People" })).toHaveCount(0);
    // The trip name and what an expense was for refuse it too, with the same words.
    const trip = page.getByLabel("Trip name (optional)");
    await trip.fill("Lisbon\u202e");
    await expect(trip).toHaveAccessibleDescription("Use text without line breaks or invisible control characters.");
    await expect(trip).toHaveValue("");
    await addPeople(page, ["Ana"]);
    await page.getByLabel("What").fill("\u202eVilla");
    await page.getByLabel("Amount", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Add expense" }).click();
    await expect(page.getByLabel("What")).toHaveAccessibleDescription(
      "Use text without line breaks or invisible control characters.",
    );
    await expect(page.getByRole("list", { name: "Expenses" })).toHaveCount(0);

    await open(page, fragmentOf({ ...lisbon, people: ["Ana", "\u202eBen", "Cleo"] }));
    await expect(alert(page)).toContainText(
      "the name of person 2 contains a line break or an invisible control character",
    );
    await expect(page.getByRole("heading", { name: "Who pays whom" })).toHaveCount(0);
  });

  test("a link whose people share a name opens with a notice naming them", oneWidth, async ({ page }) => {
    await open(page, fragmentOf({ ...lisbon, people: ["Ana", "Ben", "ana "] }));
    const notice = page.getByText("Some names belong to more than one person");
    await expect(notice).toBeVisible();
    await expect(notice.locator("..")).toContainText("Some names belong to more than one person: Ana. Rename one");
    await page.getByRole("button", { name: "Rename ana", exact: true }).click();
    await page.getByLabel("New name for ana").fill("Anabel");
    await page.getByLabel("New name for ana").press("Enter");
    await expect(notice).toHaveCount(0);
  });

  test("in-page anchors still go to their heading, with no alert", oneWidth, async ({ page }) => {
    for (const id of ["how-it-works", "fewest-payments", "the-link", "card-rate"]) {
      await open(page, id);
      await expect(alert(page)).toHaveCount(0);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      await expect(page.getByRole("heading", { name: "People" })).toBeVisible();
    }
  });
});

test.describe("a large ledger (issue 33)", () => {
  test("50 people and 500 expenses open whole, and typing the trip name stays quick", oneWidth, async ({ page }) => {
    const people = Array.from({ length: 50 }, (_, i) => `Person ${i + 1}`);
    const expenses = Array.from({ length: 500 }, (_, i) => ({
      what: `Expense ${i + 1}`,
      amount: 1000 + ((i * 7919) % 90_000),
      currency: "EUR",
      paidBy: (i * 13) % 50,
      split:
        i % 2
          ? { equal: people.map((_, p) => p).filter((p) => (p + i) % 3 !== 0) }
          : { weights: people.map((_, p) => (p + i) % 4) },
    }));
    // Per keystroke: from the keydown to the first task after the frame that shows it.
    await page.addInitScript(() => {
      const keys: number[] = [];
      (window as unknown as { keys: number[] }).keys = keys;
      addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => keys.push(performance.now() - start);
            channel.port2.postMessage(0);
          });
        },
        true,
      );
    });
    await open(page, fragmentOf({ v: 1, name: "Big", currency: "EUR", people, expenses }));
    // The long list comes in steps, and all of it arrives.
    await expect(page.getByRole("list", { name: "Expenses" }).getByRole("listitem")).toHaveCount(500, {
      timeout: 15_000,
    });
    await expect(payments(page).first()).toBeVisible();
    await page.getByLabel("Trip name (optional)").click();
    await page.keyboard.type(" trip to the sea", { delay: 100 });
    await expect(page.getByLabel("Trip name (optional)")).toHaveValue("Big trip to the sea");
    const keys = await page.evaluate(() => (window as unknown as { keys: number[] }).keys);
    expect(keys).toHaveLength(16);
    const median = [...keys].sort((a, b) => a - b)[8]!;
    // The goal is 50 ms on a quiet machine; the bound leaves room for a busy one (it was 478 ms).
    expect(median).toBeLessThan(100);
  });
});

test.describe("the page", () => {
  test("has no axe violations with a ledger loaded", async ({ page }) => {
    await open(page, fragmentOf(lisbon));
    await page
      .locator("details")
      .first()
      .evaluate((details) => ((details as HTMLDetailsElement).open = true));
    await chooseSplit(page, "Exact amounts");
    await page.getByRole("button", { name: "Add expense" }).click();
    await expectAccessibleWithoutOverflow(page);
  });

  test("is linked from the footer and from every budget table", oneWidth, async ({ page }) => {
    await page.goto("/golf-trip-planning");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Trip Cost Splitter" })).toHaveAttribute(
      "href",
      path,
    );
    const tables = await page.locator("table.budget-table").count();
    expect(tables).toBeGreaterThan(0);
    const links = page.getByRole("link", { name: "Split these costs" });
    await expect(links).toHaveCount(tables);
    await expect(links.first()).toHaveAttribute("href", path);
  });

  test("its head: title, description, WebApplication and breadcrumb data", async ({ request }) => {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.startsWith("Trip Cost Splitter")).toBe(true);
    expect(title.length).toBeLessThanOrEqual(60);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as { "@type": string; offers?: { price: number } },
    );
    expect(data.find((item) => item["@type"] === "WebApplication")?.offers?.price).toBe(0);
    expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    expect(html).not.toMatch(/aggregateRating|ratingValue/);
    expect(html).toContain('property="og:image" content="https://');
    expect(html).toContain("/social/trip-cost-splitter.png");
  });
});

test.describe("privacy", () => {
  test("nothing of a shared ledger reaches analytics or any request", oneWidth, async ({ page, context }) => {
    await context.clearCookies();
    const ledger = {
      v: 1,
      name: "Zanzibar Quest",
      currency: "EUR",
      people: ["Quorvina", "Xethrow"],
      expenses: [{ what: "Yurtstay", amount: 7777733, currency: "EUR", paidBy: 0, split: { equal: [0, 1] } }],
    };
    const fragment = fragmentOf(ledger);
    const secrets = ["Zanzibar", "Quorvina", "Xethrow", "Yurtstay", "77777", "38888", fragment.slice(3, 30)];
    const urls: string[] = [];
    page.on("request", (request) => {
      urls.push(request.url());
      const body = request.postData();
      if (body) urls.push(body);
    });

    await page.goto("/");
    await waitForScripts(page);
    await acceptCookies(page);
    await page.goto(`${path}#${fragment}`);
    await waitForSplitter(page);
    await expectPayments(page, ["Xethrow pays Quorvina €38,888.66"]);
    await page.getByRole("button", { name: /Mark as paid/ }).click();
    await expect(page.getByText("Everyone is settled")).toBeVisible();

    const layer = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown }).dataLayer ?? []),
    );
    expect(layer).toContain("page_view");
    for (const secret of secrets) {
      expect(layer, `dataLayer holds "${secret}"`).not.toContain(secret);
      expect(
        urls.filter((url) => url.includes(secret)),
        `requests carry "${secret}"`,
      ).toEqual([]);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says the calculator needs JavaScript and still explains how it works", oneWidth, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("The calculator needs JavaScript")).toBeVisible();
    await expect(page.getByRole("heading", { name: "People" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "How the fewest payments are found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  });
});
