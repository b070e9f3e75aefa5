/**
 * The ledger of the trip cost splitter (issue 26): people, expenses and what
 * each person paid and owes. Every amount is an integer number of minor
 * units; an expense in another currency is converted to the trip currency
 * first (exactly, with BigInt), then split by largest remainder, so the
 * shares always add up to the converted amount and the balances to zero.
 * The rules are the public contract in docs/trip-cost-splitter-link-format.md.
 */
import { convertMinor } from "./money";
import { settle, type Payment } from "./settle";

export type Split = { equal: number[] } | { weights: number[] } | { exact: number[] };

export interface Expense {
  /** What it was for ("Villa"), at most `limits.nameLength` characters. */
  what: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** Units of the trip currency one unit of `currency` is worth ("0.92"); required when the currencies differ. */
  rate?: string;
  /** Index of the person who paid. */
  paidBy: number;
  split: Split;
  /** A payment between two people ("Mark as paid"), not a shared cost. */
  repayment?: boolean;
}

export interface Ledger {
  v: 1;
  name?: string;
  currency: string;
  people: string[];
  expenses: Expense[];
}

export const limits = {
  people: 50,
  expenses: 500,
  nameLength: 60,
  /** Largest amount of an expense in minor units, before and after conversion. */
  amount: 1_000_000_000_000,
  /** Largest weight; weights have at most `weightDecimals` decimals. */
  weight: 1_000_000,
  weightDecimals: 6,
} as const;

/** Minor units of the trip currency: the amount itself, or amount x rate rounded half away from zero. */
export function convertedAmount(expense: Expense, tripCurrency: string): number {
  if (expense.currency === tripCurrency) return expense.amount;
  if (expense.rate === undefined) throw new RangeError(`An expense in ${expense.currency} needs a rate`);
  return convertMinor(expense.amount, expense.currency, expense.rate, tripCurrency);
}

/**
 * A weight as an exact integer in millionths: 1 -> 1000000n, 0.5 -> 500000n.
 * Weights are checked by the schema to have at most six decimals.
 */
function weightUnits(weight: number): bigint {
  const text = String(weight);
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) throw new RangeError(`Unusable weight ${text}`);
  return BigInt((match[1] ?? "0") + (match[2] ?? "").padEnd(limits.weightDecimals, "0"));
}

/** The relative weight of every person in a split (integers; the split's total is their sum). */
export function splitWeights(split: Split, peopleCount: number): bigint[] {
  const weights = new Array<bigint>(peopleCount).fill(0n);
  if ("equal" in split) {
    for (const person of split.equal) weights[person] = 1n;
  } else if ("weights" in split) {
    split.weights.forEach((weight, person) => (weights[person] = weightUnits(weight)));
  } else {
    split.exact.forEach((amount, person) => (weights[person] = BigInt(amount)));
  }
  return weights;
}

/**
 * Shares `total` in proportion to `weights` by largest remainder: everyone
 * gets the floor of their exact quota, and the units left over go one each
 * to the largest fractional remainders. Ties go in turn starting from person
 * `rotation` mod n (person rotation, rotation + 1, ..., wrapping), so equal
 * splits do not always give the extra cent to the same person. Sums to
 * `total` exactly; a person with weight 0 gets 0.
 */
export function largestRemainder(total: number, weights: bigint[], rotation: number): number[] {
  const n = weights.length;
  const sum = weights.reduce((a, b) => a + b, 0n);
  // Nothing to share (an expense of 0, which an exact split may give as all zeros).
  if (total === 0) return weights.map(() => 0);
  if (sum <= 0n) throw new RangeError("A split needs at least one person with a share");
  const big = BigInt(total);
  const shares: number[] = [];
  const remainders: bigint[] = [];
  let given = 0;
  for (const weight of weights) {
    const product = big * weight;
    const share = Number(product / sum);
    shares.push(share);
    remainders.push(product % sum);
    given += share;
  }
  let left = total - given;
  if (left > 0) {
    const start = ((rotation % n) + n) % n;
    const order = Array.from({ length: n }, (_, i) => (start + i) % n).filter((i) => remainders[i]! > 0n);
    // Stable sort: equal remainders keep the rotated order.
    order.sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : 0));
    for (const person of order) {
      if (left === 0) break;
      shares[person]! += 1;
      left--;
    }
  }
  return shares;
}

/**
 * One share per person of expense number `index`, in minor units of the trip
 * currency, adding up exactly to convertedAmount(). Equal splits share it
 * among the listed people, weighted splits in proportion to the weights, and
 * exact splits in proportion to the exact amounts (which is the amounts
 * themselves when no conversion is needed). The expense's index rotates the
 * tie order of the leftover minor units.
 */
export function expenseShares(expense: Expense, index: number, peopleCount: number, tripCurrency: string): number[] {
  const total = convertedAmount(expense, tripCurrency);
  const weights = numberWeights(expense.split, peopleCount);
  if (weights) {
    let sum = 0;
    let most = 0;
    for (const weight of weights) {
      sum += weight;
      if (weight > most) most = weight;
    }
    // Every product and sum below stays a safe integer: the same arithmetic as with BigInt, without the garbage.
    if (total * most + sum <= Number.MAX_SAFE_INTEGER) return largestRemainderSafe(total, weights, sum, index);
  }
  return largestRemainder(total, splitWeights(expense.split, peopleCount), index);
}

/** splitWeights() as plain numbers, or null when one is not a safe integer. */
function numberWeights(split: Split, peopleCount: number): number[] | null {
  const weights = new Array<number>(peopleCount).fill(0);
  if ("equal" in split) {
    for (const person of split.equal) weights[person] = 1;
    return weights;
  }
  const values = "weights" in split ? split.weights.map((weight) => Number(weightUnits(weight))) : split.exact;
  for (let person = 0; person < values.length; person++) {
    const value = values[person]!;
    if (!Number.isSafeInteger(value)) return null;
    weights[person] = value;
  }
  return weights;
}

/**
 * largestRemainder() for safe integers whose products with `total` (plus
 * their sum) stay below 2^53, so every step is exact in double arithmetic.
 * Gives the same shares, in the same tie order (tested against it).
 */
export function largestRemainderSafe(total: number, weights: number[], sum: number, rotation: number): number[] {
  const n = weights.length;
  if (total === 0) return weights.map(() => 0);
  if (sum <= 0) throw new RangeError("A split needs at least one person with a share");
  const shares = new Array<number>(n);
  const remainders = new Array<number>(n);
  let given = 0;
  for (let person = 0; person < n; person++) {
    const product = total * weights[person]!;
    let share = Math.floor(product / sum);
    let remainder = product - share * sum;
    // The division rounds; the remainder puts the quotient right.
    if (remainder < 0) {
      share--;
      remainder += sum;
    } else if (remainder >= sum) {
      share++;
      remainder -= sum;
    }
    shares[person] = share;
    remainders[person] = remainder;
    given += share;
  }
  let left = total - given;
  if (left > 0) {
    const start = ((rotation % n) + n) % n;
    const order: number[] = [];
    for (let i = 0; i < n; i++) {
      const person = (start + i) % n;
      if (remainders[person]! > 0) order.push(person);
    }
    // Stable sort: equal remainders keep the rotated order.
    order.sort((a, b) => remainders[b]! - remainders[a]!);
    for (const person of order) {
      if (left === 0) break;
      shares[person]! += 1;
      left--;
    }
  }
  return shares;
}

export interface PersonSummary {
  /** Everything this person paid, repayments they made included. */
  paid: number;
  /** This person's share of everything, repayments they received included. */
  share: number;
  /** paid - share: more than 0, the others owe this person; less than 0, this person owes. */
  balance: number;
  /** Of `paid`: what this person paid back to others (repayments). */
  sent: number;
  /** Of `share`: what others paid back to this person (repayments). */
  received: number;
  /** One line per expense this person paid for or has a share in. */
  lines: { expense: number; paid: number; share: number }[];
}

/** Per person: what they paid, their share and their balance. The balances add up to exactly 0. */
export function summarise(ledger: Ledger): PersonSummary[] {
  const people: PersonSummary[] = ledger.people.map(() => ({
    paid: 0,
    share: 0,
    balance: 0,
    sent: 0,
    received: 0,
    lines: [],
  }));
  ledger.expenses.forEach((expense, index) => {
    const total = convertedAmount(expense, ledger.currency);
    const shares = expenseShares(expense, index, ledger.people.length, ledger.currency);
    shares.forEach((share, person) => {
      const paid = person === expense.paidBy ? total : 0;
      if (paid === 0 && share === 0) return;
      const summary = people[person]!;
      summary.paid += paid;
      summary.share += share;
      if (expense.repayment) {
        summary.sent += paid;
        summary.received += share;
      }
      summary.lines.push({ expense: index, paid, share });
    });
  });
  for (const summary of people) summary.balance = summary.paid - summary.share;
  return people;
}

/** Who pays whom to settle the ledger, in the fewest payments (see settle()). */
export function ledgerPayments(ledger: Ledger): { payments: Payment[]; exact: boolean } {
  return settle(summarise(ledger).map((person) => person.balance));
}

/** What the splitter records when `payment.from` has paid `payment.to` back ("Mark as paid"). */
export function repaymentExpense(payment: Payment, ledger: Ledger): Expense {
  const exact = new Array<number>(ledger.people.length).fill(0);
  exact[payment.to] = payment.amount;
  return {
    what: "Paid back",
    amount: payment.amount,
    currency: ledger.currency,
    paidBy: payment.from,
    split: { exact },
    repayment: true,
  };
}
