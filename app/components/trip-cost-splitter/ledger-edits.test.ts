import { describe, expect, it } from "vitest";
import type { Ledger } from "~/lib/splitter/ledger";
import {
  addPerson,
  changeCurrency,
  cleanName,
  emptyLedger,
  involves,
  removePerson,
  renamePerson,
} from "./ledger-edits";

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
    const result = addPerson(trip, "  Eve   Smith ");
    if (!result.ok) throw new Error(result.error);
    expect(result.ledger.people.at(-1)).toBe("Eve Smith");
    expect(result.ledger.expenses.map((expense) => expense.split)).toEqual([
      { equal: [0, 3] },
      { weights: [2, 0, 0, 1, 0] },
      { exact: [60, 0, 0, 60, 0] },
    ]);
  });

  it("refuses an empty or repeated name", () => {
    expect(addPerson(trip, "   ").ok).toBe(false);
    expect(addPerson(trip, "ana").ok).toBe(false);
    expect(renamePerson(trip, 1, "Cleo").ok).toBe(false);
    expect(renamePerson(trip, 1, "Benedikt")).toMatchObject({
      ok: true,
      ledger: { people: ["Ana", "Benedikt", "Cleo", "Dora"] },
    });
  });

  it("refuses to remove someone who paid or shares, and says where", () => {
    const result = removePerson(trip, 3);
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining("Dora is in 3 expenses (Villa, Boat, Dinner)"),
    });
    expect(involves(trip.expenses[1]!, 1)).toBe(false);
  });

  it("removes someone in no expense and renumbers the rest", () => {
    const result = removePerson(trip, 1);
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
    expect(changeCurrency(emptyLedger(), "JPY")).toMatchObject({ ok: true, ledger: { currency: "JPY" } });
    expect(changeCurrency(trip, "USD").ok).toBe(false);
    expect(changeCurrency(trip, "EUR").ok).toBe(true);
  });
});
