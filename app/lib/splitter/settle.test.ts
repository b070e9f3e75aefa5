// @vitest-environment node
import { describe, expect, it } from "vitest";
import { exactLimit, settle, type Payment } from "./settle";

const apply = (balances: number[], payments: Payment[]) => {
  const left = [...balances];
  for (const { from, to, amount } of payments) {
    left[from]! += amount;
    left[to]! -= amount;
  }
  return left;
};

describe("settle", () => {
  it("settles debts 10, 3, 3 against credits 6, 5, 5 in 4 payments (largest-first greedy takes 5)", () => {
    const balances = [-10, -3, -3, 6, 5, 5];
    const { payments, exact } = settle(balances);
    expect(exact).toBe(true);
    expect(payments).toHaveLength(4);
    expect(apply(balances, payments)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("pays nothing when everyone is settled", () => {
    expect(settle([0, 0, 0])).toEqual({ payments: [], exact: true });
    expect(settle([])).toEqual({ payments: [], exact: true });
  });

  it("gives the same payments for the same balances, sorted by payer", () => {
    const balances = [40200, -12300, -27900];
    expect(settle(balances)).toEqual({
      payments: [
        { from: 1, to: 0, amount: 12300 },
        { from: 2, to: 0, amount: 27900 },
      ],
      exact: true,
    });
    expect(settle(balances)).toEqual(settle([...balances]));
  });

  it("refuses balances that do not add up to zero or are not whole", () => {
    expect(() => settle([1, -2])).toThrow(RangeError);
    expect(() => settle([0.5, -0.5])).toThrow(RangeError);
  });

  it("falls back to a greedy plan of at most n - 1 payments above the exact limit", () => {
    const balances = Array.from({ length: exactLimit + 5 }, (_, i) => i + 1);
    balances.push(-balances.reduce((a, b) => a + b, 0));
    const { payments, exact } = settle(balances);
    expect(exact).toBe(false);
    expect(payments.length).toBeLessThanOrEqual(balances.length - 1);
    expect(apply(balances, payments).every((b) => b === 0)).toBe(true);
  });

  it("settles 20 people with something owed exactly", () => {
    const balances = [
      -7311, 2950, -18, 6520, -4450, 1190, -333, 8000, -2990, 12, -12, 4411, -6001, 777, -5000, 2300, -1, 999, -3000,
    ];
    balances.push(-balances.reduce((a, b) => a + b, 0));
    const { payments, exact } = settle(balances);
    expect(exact).toBe(true);
    expect(apply(balances, payments).every((b) => b === 0)).toBe(true);
    // 12 / -12 cancel: at least one group of two, so at most 18 payments.
    expect(payments.length).toBeLessThanOrEqual(18);
  });
});
