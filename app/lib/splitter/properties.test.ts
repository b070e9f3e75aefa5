// @vitest-environment node
/**
 * Property tests of the splitter's promises (issue 26) on random ledgers and
 * balances: shares add up, balances add up to zero, payments settle
 * everyone in the fewest transfers, and links round-trip.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertedAmount, expenseShares, limits, summarise, type Expense, type Ledger } from "./ledger";
import { decodeLedger, encodeLedger, ledgerSchema } from "./link";
import { settle, zeroSumGroups, type Payment } from "./settle";
import { splitterText } from "./paraglide-text";

/** The splitter's words as the pages give them (lib/splitter/text.ts). */
const en = splitterText("en");

const currencies = ["EUR", "USD", "JPY", "KWD"] as const;

const rate = fc
  .tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([whole, fraction, decimals]) => {
    const text = decimals ? `${whole}.${String(fraction).padStart(6, "0").slice(0, decimals)}` : String(whole);
    return /[1-9]/.test(text) ? text : "1";
  });

/** An amount split into `parts` non-negative integers that add up to it. */
const partition = (amount: number, parts: number) =>
  fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: parts, maxLength: parts }).map((cuts) => {
    const total = cuts.reduce((a, b) => a + b, 0) || 1;
    const shares = cuts.map((cut) => Math.floor((amount * cut) / total));
    shares[0]! += amount - shares.reduce((a, b) => a + b, 0);
    return shares;
  });

const expenseFor = (people: number, tripCurrency: string): fc.Arbitrary<Expense> =>
  fc
    .record({
      amount: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 100_000_000 })),
      currency: fc.constantFrom(tripCurrency, ...currencies),
      rate,
      paidBy: fc.integer({ min: 0, max: people - 1 }),
      kind: fc.constantFrom("equal", "weights", "exact"),
      repayment: fc.boolean(),
    })
    .chain(({ amount, currency, rate, paidBy, kind, repayment }) => {
      const base = {
        what: "x",
        amount,
        currency,
        paidBy,
        ...(currency === tripCurrency ? {} : { rate }),
        ...(repayment ? { repayment } : {}),
      };
      const split =
        kind === "equal"
          ? fc
              .uniqueArray(fc.integer({ min: 0, max: people - 1 }), { minLength: 1, maxLength: people })
              .map((equal) => ({ equal }))
          : kind === "weights"
            ? fc
                .array(fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(0.5, 1.25, 0.333333)), {
                  minLength: people,
                  maxLength: people,
                })
                .map((weights) => ({ weights: weights.some((w) => w > 0) ? weights : [1, ...weights.slice(1)] }))
            : partition(amount, people).map((exact) => ({ exact }));
      return split.map((s): Expense => ({ ...base, split: s }));
    })
    // Keep converted amounts within the schema's limit (a large JPY amount at a large rate to KWD exceeds it).
    .filter((expense) => convertedAmount(expense, tripCurrency) <= limits.amount);

const ledgerArbitrary = (maxPeople: number, maxExpenses: number): fc.Arbitrary<Ledger> =>
  fc
    .record({ people: fc.integer({ min: 1, max: maxPeople }), currency: fc.constantFrom(...currencies) })
    .chain(({ people, currency }) =>
      fc.array(expenseFor(people, currency), { maxLength: maxExpenses }).map((expenses): Ledger => ({
        v: 1,
        currency,
        people: Array.from({ length: people }, (_, i) => `P${i}`),
        expenses,
      })),
    );

/** Balances adding up to zero, small values so that zero-sum groups are common. */
const balancesArbitrary = (maxPeople: number, spread: number) =>
  fc.array(fc.integer({ min: -spread, max: spread }), { minLength: 1, maxLength: maxPeople - 1 }).map((values) => {
    return [...values, -values.reduce((a, b) => a + b, 0)];
  });

const apply = (balances: number[], payments: Payment[]) => {
  const left = [...balances];
  for (const { from, to, amount } of payments) {
    left[from]! += amount;
    left[to]! -= amount;
  }
  return left;
};

/**
 * The fewest payments by brute force, from the definition: over every
 * partition of the non-zero balances into blocks that each add up to zero,
 * the least total of (block size - 1).
 */
function bruteForceFewest(balances: number[]): number {
  const values = balances.filter((b) => b !== 0);
  const n = values.length;
  let best = Infinity;
  const blockOf: number[] = [];
  const visit = (i: number, blocks: number) => {
    if (i === n) {
      const sums = new Array<number>(blocks).fill(0);
      values.forEach((value, j) => (sums[blockOf[j]!]! += value));
      if (sums.every((sum) => sum === 0)) best = Math.min(best, n - blocks);
      return;
    }
    for (let block = 0; block <= blocks; block++) {
      blockOf[i] = block;
      visit(i + 1, Math.max(blocks, block + 1));
    }
  };
  visit(0, 0);
  return n === 0 ? 0 : best;
}

describe("ledger properties", () => {
  it("every expense's shares add up to its converted amount, and never go below zero", () => {
    fc.assert(
      fc.property(ledgerArbitrary(8, 12), (ledger) => {
        ledger.expenses.forEach((expense, index) => {
          const shares = expenseShares(expense, index, ledger.people.length, ledger.currency);
          expect(shares).toHaveLength(ledger.people.length);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(convertedAmount(expense, ledger.currency));
          expect(shares.every((share) => Number.isSafeInteger(share) && share >= 0)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("balances add up to exactly zero, and the schema accepts what the generator builds", () => {
    fc.assert(
      fc.property(ledgerArbitrary(8, 12), (ledger) => {
        expect(ledgerSchema.safeParse(ledger, en).success).toBe(true);
        const people = summarise(ledger);
        expect(people.reduce((sum, p) => sum + p.balance, 0)).toBe(0);
        for (const p of people) expect(p.balance).toBe(p.paid - p.share);
      }),
      { numRuns: 300 },
    );
  });

  it("the payments of a random ledger settle everyone", () => {
    fc.assert(
      fc.property(ledgerArbitrary(12, 12), (ledger) => {
        const balances = summarise(ledger).map((p) => p.balance);
        const { payments } = settle(balances);
        expect(apply(balances, payments).every((b) => b === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("a link round-trips any valid ledger", async () => {
    await fc.assert(
      fc.asyncProperty(ledgerArbitrary(6, 6), fc.string({ unit: "grapheme", maxLength: 20 }), async (ledger, name) => {
        const named = { ...ledger, name };
        expect(await decodeLedger(await encodeLedger(named), en)).toEqual({ ok: true, ledger: named });
      }),
      { numRuns: 60 },
    );
  });

  it("decoding arbitrary text never throws and never returns a partial ledger", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const result = await decodeLedger(`v1.${text}`, en);
        if (result.ok) expect(ledgerSchema.safeParse(result.ledger, en).success).toBe(true);
        else expect(result.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 200 },
    );
  });
});

describe("settle properties", () => {
  const check = (balances: number[]) => {
    const { payments } = settle(balances);
    expect(apply(balances, payments).every((b) => b === 0)).toBe(true);
    for (const payment of payments) {
      expect(Number.isSafeInteger(payment.amount) && payment.amount > 0).toBe(true);
      expect(payment.from).not.toBe(payment.to);
    }
    const open = balances.filter((b) => b !== 0).length;
    expect(payments.length).toBeLessThanOrEqual(Math.max(0, open - 1));
    return payments;
  };

  it("settles everyone with positive payments, never more than n - 1 of them", () => {
    fc.assert(
      fc.property(balancesArbitrary(30, 50), (balances) => void check(balances)),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(balancesArbitrary(50, 1_000_000), (balances) => void check(balances)),
      { numRuns: 50 },
    );
  });

  it("takes exactly as few payments as a brute force, for up to 9 people", () => {
    fc.assert(
      fc.property(balancesArbitrary(9, 12), (balances) => {
        expect(check(balances).length).toBe(bruteForceFewest(balances));
      }),
      { numRuns: 300 },
    );
  });

  it("finds the same groups by the direct chain search and by the full subset search", () => {
    fc.assert(
      fc.property(balancesArbitrary(14, 9), (balances) => {
        const open = balances.filter((b) => b !== 0);
        const groups = zeroSumGroups(open);
        expect(zeroSumGroups(open, true)).toEqual(groups);
        expect(groups.flat().sort((a, b) => a - b)).toEqual(open.map((_, i) => i));
        for (const group of groups) expect(group.reduce((sum, i) => sum + open[i]!, 0)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it("gives the same plan for the same balances", () => {
    fc.assert(
      fc.property(balancesArbitrary(16, 20), (balances) => {
        expect(settle([...balances])).toEqual(settle(balances));
      }),
      { numRuns: 50 },
    );
  });
});
