// @vitest-environment node
import { describe, expect, it } from "vitest";
import { personNameProblem, validateExpense } from "./schema";
import { splitterText } from "./paraglide-text";

/** The splitter's words as the pages give them (lib/splitter/text.ts). */
const en = splitterText("en");

const trip = { currency: "EUR", people: ["Ana", "Ben", "Cleo"] };

describe("validateExpense", () => {
  it("accepts a valid expense and drops what it does not know", () => {
    const expense = { what: "Taxi", amount: 2500, currency: "EUR", paidBy: 1, split: { equal: [0, 1] }, extra: 1 };
    expect(validateExpense(expense, trip, 0, en)).toEqual({
      success: true,
      data: { what: "Taxi", amount: 2500, currency: "EUR", paidBy: 1, split: { equal: [0, 1] } },
    });
  });

  it("says what is wrong, naming the expense by its number and description", () => {
    const foreign = { what: "Taxi", amount: 2500, currency: "USD", paidBy: 1, split: { equal: [0, 1] } };
    expect(validateExpense(foreign, trip, 4, en)).toEqual({
      success: false,
      error: {
        message: "Expense 5 (“\u2068Taxi\u2069”) is in USD but has no exchange rate.",
        path: "expenses[4].rate",
      },
    });
    const huge = { ...foreign, amount: 900_000_000_000, rate: "5" };
    expect(validateExpense(huge, trip, 0, en)).toMatchObject({ success: false, error: { path: "expenses[0].amount" } });
  });
});

describe("personNameProblem", () => {
  it("asks for a name, a short one, on one line, and a different one", () => {
    expect(personNameProblem("  ", trip.people, undefined, en)).toBe("Enter a name.");
    expect(personNameProblem("x".repeat(61), trip.people, undefined, en)).toBe("Use at most 60 characters.");
    expect(personNameProblem("A\nB", trip.people, undefined, en)).toBe(
      "Use a name without line breaks or invisible control characters.",
    );
    expect(personNameProblem(" ana ", trip.people, undefined, en)).toBe("Someone on the trip already has this name.");
    expect(personNameProblem("Ana", trip.people, 0, en)).toBeNull();
    expect(personNameProblem("Dana", trip.people, undefined, en)).toBeNull();
  });
});
