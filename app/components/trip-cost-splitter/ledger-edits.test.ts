import { describe, expect, it } from "vitest";
import type { Ledger } from "~/lib/splitter/ledger";
import {
  addPerson,
  changeCurrency,
  cleanName,
  duplicateNames,
  emptyLedger,
  involves,
  removePerson,
  renamePerson,
} from "./ledger-edits";
import { isLedgerFragment } from "./use-ledger-store";
import { splitterText } from "~/lib/splitter/paraglide-text";

/** The splitter's words as the pages give them (lib/splitter/text.ts). */
const en = splitterText("en");

const trip: Ledger = {
  v: 1,
  currency: "EUR",
  people: ["Ana", "Ben", "Cleo", "Dora"],
  expenses: [
    { what: "Villa", amount: 900, currency: "EUR", paidBy: 0, split: { equal: [0, 3] } },
    { what: "Boat", amount: 300, currency: "EUR", paidBy: 3, split: { weights: [2, 0, 0, 1] } },
    { what: "Dinner", amount: 120, currency: "EUR", paidBy: 3, split: { exact: [60, 0, 0, 60] } },
  ],
};

describe("people", () => {
  it("adds a person with no part in earlier costs", () => {
    const result = addPerson(trip, "  Eve   Smith ", en);
    if (!result.ok) throw new Error(result.error);
    expect(result.ledger.people.at(-1)).toBe("Eve Smith");
    expect(result.ledger.expenses.map((expense) => expense.split)).toEqual([
      { equal: [0, 3] },
      { weights: [2, 0, 0, 1, 0] },
      { exact: [60, 0, 0, 60, 0] },
    ]);
  });

  it("refuses an empty or repeated name", () => {
    expect(addPerson(trip, "   ", en).ok).toBe(false);
    expect(addPerson(trip, "ana", en).ok).toBe(false);
    expect(renamePerson(trip, 1, "Cleo", en).ok).toBe(false);
    expect(renamePerson(trip, 1, "Benedikt", en)).toMatchObject({
      ok: true,
      ledger: { people: ["Ana", "Benedikt", "Cleo", "Dora"] },
    });
  });

  it("refuses a name that differs from another only in case and spaces, with a clear message (issue 33)", () => {
    for (const name of ["ANA", " ana ", "Ana"]) {
      expect(addPerson(trip, name, en)).toEqual({ ok: false, error: "Someone on the trip already has this name." });
    }
    const spaced = { ...trip, people: ["Eve  Smith"] };
    expect(addPerson(spaced, "eve smith", en).ok).toBe(false);
  });

  it("refuses a name with a directional control, as other invalid names (issue 33)", () => {
    const invalid = "Use a name without line breaks or invisible control characters.";
    expect(addPerson(trip, "\u202eBen", en)).toEqual({ ok: false, error: invalid });
    expect(addPerson(trip, "Ben\u2066", en)).toEqual({ ok: false, error: invalid });
    expect(renamePerson(trip, 1, "Ana\u0007", en)).toEqual({ ok: false, error: invalid });
    // Right-to-left letters themselves are a name like any other.
    expect(addPerson(trip, "\u05d1\u05df", en).ok).toBe(true);
  });

  it("finds the names a shared ledger gives more than one person", () => {
    expect(duplicateNames(["Ana", "Ben", "ana ", "Cleo", "BEN", "Ben"])).toEqual(["Ana", "Ben"]);
    expect(duplicateNames(trip.people)).toEqual([]);
  });

  it("refuses to remove someone who paid or shares, and says where", () => {
    const result = removePerson(trip, 3, en);
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining(
        "\u2068Dora\u2069 is in 3 expenses (\u2068Villa\u2069, \u2068Boat\u2069, \u2068Dinner\u2069)",
      ),
    });
    expect(involves(trip.expenses[1]!, 1)).toBe(false);
  });

  it("removes someone in no expense and renumbers the rest", () => {
    const result = removePerson(trip, 1, en);
    if (!result.ok) throw new Error(result.error);
    expect(result.ledger.people).toEqual(["Ana", "Cleo", "Dora"]);
    expect(result.ledger.expenses.map((expense) => [expense.paidBy, expense.split])).toEqual([
      [0, { equal: [0, 2] }],
      [2, { weights: [2, 0, 1] }],
      [2, { exact: [60, 0, 60] }],
    ]);
  });

  it("cleans names", () => {
    expect(cleanName("  a \t b ")).toBe("a b");
  });
});

describe("trip currency", () => {
  it("changes while there are no expenses, and not after", () => {
    expect(changeCurrency(emptyLedger(), "JPY", en)).toMatchObject({ ok: true, ledger: { currency: "JPY" } });
    expect(changeCurrency(trip, "USD", en).ok).toBe(false);
    expect(changeCurrency(trip, "EUR", en).ok).toBe(true);
  });
});

describe("isLedgerFragment", () => {
  const anchors = new Set(["how-it-works", "fewest-payments", "the-link", "card-rate", "sources", "main"]);
  const isAnchor = (id: string) => anchors.has(id);

  it("takes what claims or looks like a ledger, so a damaged one is said to be damaged (issue 33)", () => {
    for (const fragment of [
      "v1.abc",
      "v2.abc",
      "v1",
      "v1abcdefgh",
      "V1.abc",
      "V9",
      "fY8xT8MwEEb_SvXNJ2QHGOqN0G4MCFSWKMM1",
    ]) {
      expect(isLedgerFragment(fragment, isAnchor), fragment).toBe(true);
    }
  });

  it("leaves in-page anchors and other fragments to the browser", () => {
    for (const fragment of ["", ...anchors, "top", ":~:text=fewest%20payments", "how%2Dit%2Dworks"]) {
      expect(isLedgerFragment(fragment, isAnchor), fragment).toBe(false);
    }
  });
});
