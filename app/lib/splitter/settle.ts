/**
 * Who pays whom, in the fewest payments (issue 26).
 *
 * With balances that add up to zero, a plan needs at least n - g payments,
 * where n is the number of people with a non-zero balance and g the largest
 * number of disjoint groups of them whose balances each add up to zero; and
 * settling each such group greedily reaches that bound. Finding g is hard in
 * general, so:
 *
 * 1. Two people whose balances cancel (+x and -x) always form a group of
 *    their own in some optimal plan: they are paired first. Pairs are
 *    matched in index order (each creditor, lowest index first, takes the
 *    lowest-index unmatched debtor owing exactly as much).
 * 2. When at most `exactLimit` people are left, g is found exactly by
 *    dynamic programming over subsets: best[mask] = max over i in mask of
 *    best[mask without i], plus one when mask's balances add up to zero.
 *    Walking back from the full set, removing at each step the
 *    lowest-index person that keeps the optimum, gives the groups.
 * 3. Above that, the rest is settled greedily as one group (never more than
 *    n - 1 payments) and the result says `exact: false`.
 *
 * Within a group, the person who owes most pays the person owed most, as
 * much as settles one of them, until all are settled; equal amounts go to
 * the lower index first. The plan depends only on the balances, so the same
 * ledger always gives the same payments. Payments come sorted by payer, then
 * receiver.
 */

export interface Payment {
  /** Index of the person who pays. */
  from: number;
  /** Index of the person who is paid. */
  to: number;
  /** Minor units of the trip currency, more than 0. */
  amount: number;
}

/** Most people with a non-zero balance (after pairing) for which the plan is provably the fewest payments. */
export const exactLimit = 20;

export function settle(balances: number[]): { payments: Payment[]; exact: boolean } {
  let total = 0;
  for (const balance of balances) {
    if (!Number.isSafeInteger(balance)) throw new RangeError("Balances must be whole minor units");
    total += balance;
  }
  if (total !== 0) throw new RangeError("Balances must add up to zero");

  const payments: Payment[] = [];
  const open = pairOpposites(balances, payments);
  let exact = true;
  if (open.length <= exactLimit) {
    for (const group of zeroSumGroups(open.map((person) => balances[person]!))) {
      settleGreedily(
        group.map((i) => open[i]!),
        balances,
        payments,
      );
    }
  } else {
    exact = false;
    settleGreedily(open, balances, payments);
  }
  payments.sort((a, b) => a.from - b.from || a.to - b.to);
  return { payments, exact };
}

/** Pays off every +x / -x pair; returns the people still unsettled, in index order. */
function pairOpposites(balances: number[], payments: Payment[]): number[] {
  const debtorsByAmount = new Map<number, number[]>();
  balances.forEach((balance, person) => {
    if (balance < 0) {
      const list = debtorsByAmount.get(-balance);
      if (list) list.push(person);
      else debtorsByAmount.set(-balance, [person]);
    }
  });
  const settled = new Set<number>();
  balances.forEach((balance, person) => {
    if (balance <= 0) return;
    const debtor = debtorsByAmount.get(balance)?.shift();
    if (debtor === undefined) return;
    payments.push({ from: debtor, to: person, amount: balance });
    settled.add(person).add(debtor);
  });
  const open: number[] = [];
  balances.forEach((balance, person) => {
    if (balance !== 0 && !settled.has(person)) open.push(person);
  });
  return open;
}

/**
 * The most disjoint zero-sum groups that `values` (adding up to zero, at
 * most `exactLimit` of them) divide into; each group lists positions in
 * `values`.
 */
export function zeroSumGroups(values: number[]): number[][] {
  const n = values.length;
  if (n === 0) return [];
  const size = 1 << n;
  // Sums stay exact: balances are safe integers of at most limits.amount x limits.expenses.
  const sums = new Float64Array(size);
  const best = new Uint8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + values[31 - Math.clz32(low)]!;
    let most = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const value = best[mask ^ (rest & -rest)]!;
      if (value > most) most = value;
    }
    best[mask] = sums[mask] === 0 ? most + 1 : most;
  }
  const groups: number[][] = [];
  let current: number[] = [];
  for (let mask = size - 1; mask !== 0;) {
    const target = best[mask]! - (sums[mask] === 0 ? 1 : 0);
    let i = 0;
    while (!(mask & (1 << i)) || best[mask ^ (1 << i)] !== target) i++;
    current.push(i);
    mask ^= 1 << i;
    if (sums[mask] === 0) {
      groups.push(current.sort((a, b) => a - b));
      current = [];
    }
  }
  return groups;
}

/** Settles `people` (whose balances add up to zero) largest debt to largest credit. */
function settleGreedily(people: number[], balances: number[], payments: Payment[]): void {
  const left = new Map(people.map((person) => [person, balances[person]!]));
  const largest = (sign: 1 | -1): number | undefined => {
    let chosen: number | undefined;
    for (const [person, balance] of left) {
      if (balance * sign <= 0) continue;
      if (chosen === undefined || balance * sign > left.get(chosen)! * sign) chosen = person;
    }
    return chosen;
  };
  for (;;) {
    const debtor = largest(-1);
    const creditor = largest(1);
    if (debtor === undefined || creditor === undefined) return;
    const amount = Math.min(-left.get(debtor)!, left.get(creditor)!);
    payments.push({ from: debtor, to: creditor, amount });
    left.set(debtor, left.get(debtor)! + amount);
    left.set(creditor, left.get(creditor)! - amount);
  }
}
