// @vitest-environment node
import { describe, expect, it } from "vitest";
import { exampleLedger } from "./example";
import {
  convertedAmount,
  expenseShares,
  largestRemainder,
  largestRemainderSafe,
  ledgerPayments,
  repaymentExpense,
  summarise,
  type Expense,
} from "./ledger";

const lisbon = exampleLedger;

const expense = (amount: number, split: Expense["split"], extra: Partial<Expense> = {}): Expense => ({
  what: "Test",
  amount,
  currency: "EUR",
  paidBy: 0,
  split,
  ...extra,
});

describe("convertedAmount", () => {
  it("keeps an amount in the trip currency and converts others at their rate", () => {
    expect(convertedAmount(lisbon.expenses[0]!, "EUR")).toBe(90000);
    expect(convertedAmount(lisbon.expenses[1]!, "EUR")).toBe(27600);
    expect(convertedAmount(expense(1000, { equal: [0] }, { currency: "JPY", rate: "0.0061" }), "EUR")).toBe(610);
  });

  it("needs a rate when the currencies differ", () => {
    expect(() => convertedAmount(expense(100, { equal: [0] }, { currency: "USD" }), "EUR")).toThrow(RangeError);
  });
});

describe("expenseShares", () => {
  it("splits equally by largest remainder and rotates the extra cent by expense index", () => {
    const e = expense(100, { equal: [0, 1, 2] });
    expect(expenseShares(e, 0, 3, "EUR")).toEqual([34, 33, 33]);
    expect(expenseShares(e, 1, 3, "EUR")).toEqual([33, 34, 33]);
    expect(expenseShares(e, 2, 3, "EUR")).toEqual([33, 33, 34]);
    expect(expenseShares(e, 3, 3, "EUR")).toEqual([34, 33, 33]);
  });

  it("gives nothing to people outside an equal split", () => {
    expect(expenseShares(expense(101, { equal: [1, 3] }), 0, 4, "EUR")).toEqual([0, 51, 0, 50]);
    expect(expenseShares(expense(101, { equal: [1, 3] }), 2, 4, "EUR")).toEqual([0, 50, 0, 51]);
  });

  it("gives everyone 0 of an expense of 0, even an exact split of zeros", () => {
    expect(expenseShares(expense(0, { exact: [0, 0, 0] }), 0, 3, "EUR")).toEqual([0, 0, 0]);
    expect(expenseShares(expense(0, { equal: [0, 2] }), 0, 3, "EUR")).toEqual([0, 0, 0]);
  });

  it("splits by weights, the largest remainders first", () => {
    expect(expenseShares(lisbon.expenses[1]!, 1, 3, "EUR")).toEqual([13800, 6900, 6900]);
    // 100 x (0.5, 1, 1.5) / 3 = 16.67, 33.33, 50
    expect(expenseShares(expense(100, { weights: [0.5, 1, 1.5] }), 0, 3, "EUR")).toEqual([17, 33, 50]);
    expect(expenseShares(expense(100, { weights: [0, 3, 0] }), 0, 3, "EUR")).toEqual([0, 100, 0]);
  });

  it("keeps exact shares in the trip currency and scales them when converted", () => {
    expect(expenseShares(lisbon.expenses[2]!, 2, 3, "EUR")).toEqual([5000, 4000, 3000]);
    const usd = expense(10000, { exact: [5000, 3000, 2000] }, { currency: "USD", rate: "0.923" });
    const shares = expenseShares(usd, 0, 3, "EUR");
    expect(shares).toEqual([4615, 2769, 1846]);
    expect(shares.reduce((a, b) => a + b)).toBe(9230);
  });
});

describe("summarise", () => {
  it("gives the issue's example ledger balances that add up to zero", () => {
    const people = summarise(lisbon);
    // Villa 300 each; boat €276: 138 / 69 / 69; dinner 50 / 40 / 30; Ben paid Ana back €10.
    expect(people.map((p) => p.paid)).toEqual([90000, 27600 + 1000, 12000]);
    expect(people.map((p) => p.share)).toEqual([30000 + 13800 + 5000 + 1000, 30000 + 6900 + 4000, 30000 + 6900 + 3000]);
    expect(people.map((p) => p.balance)).toEqual([40200, -12300, -27900]);
    expect(people.reduce((sum, p) => sum + p.balance, 0)).toBe(0);
    expect(people[1]!.sent).toBe(1000);
    expect(people[0]!.received).toBe(1000);
    expect(people[1]!.lines).toEqual([
      { expense: 0, paid: 0, share: 30000 },
      { expense: 1, paid: 27600, share: 6900 },
      { expense: 2, paid: 0, share: 4000 },
      { expense: 3, paid: 1000, share: 0 },
    ]);
  });
});

describe("repaymentExpense", () => {
  it("records a payment as a repayment that settles it", () => {
    const before = summarise(lisbon).map((p) => p.balance);
    const repayment = repaymentExpense({ from: 2, to: 0, amount: 27900 }, lisbon);
    expect(repayment).toEqual({
      what: "Paid back",
      amount: 27900,
      currency: "EUR",
      paidBy: 2,
      split: { exact: [27900, 0, 0] },
      repayment: true,
    });
    const after = summarise({ ...lisbon, expenses: [...lisbon.expenses, repayment] }).map((p) => p.balance);
    expect(after).toEqual([before[0]! - 27900, before[1], 0]);
  });
});

describe("ledgerPayments", () => {
  it("settles the example in two payments to Ana", () => {
    expect(ledgerPayments(lisbon)).toEqual({
      payments: [
        { from: 1, to: 0, amount: 12300 },
        { from: 2, to: 0, amount: 27900 },
      ],
      exact: true,
    });
  });
});

describe("largestRemainderSafe", () => {
  it("gives exactly what the BigInt version gives, ties and rotation included (issue 33)", () => {
    let state = 33;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return Math.floor((state / 2147483648) * n);
    };
    for (let run = 0; run < 3000; run++) {
      const n = 1 + next(50);
      const scale = [1, 7, 1000, 1_000_000, 1_000_000_000][next(5)]!;
      const weights: number[] = Array.from({ length: n }, () => (next(3) === 0 ? 0 : 1 + next(scale)));
      if (!weights.some((weight) => weight > 0)) weights[0] = 1;
      const sum = weights.reduce((a, b) => a + b, 0);
      const most = Math.max(...weights);
      const total = next(2) ? next(100_000) : Math.floor((Number.MAX_SAFE_INTEGER - sum) / most);
      const rotation = next(600);
      expect(largestRemainderSafe(total, weights, sum, rotation), `run ${run}`).toEqual(
        largestRemainder(total, weights.map(BigInt), rotation),
      );
    }
  });
});
