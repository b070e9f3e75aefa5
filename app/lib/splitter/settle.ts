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
 * 2. When at most `exactLimit` people are left, g is found exactly by a
 *    search over the subsets of them (zeroSumGroups, which documents its
 *    tie-break).
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

/** Up to this many zero-sum subsets, the longest chain is found among them directly; above, by the full DP. */
const chainSearchLimit = 400;

/**
 * The most disjoint zero-sum groups that `values` (adding up to zero, at
 * most `exactLimit` of them) divide into; each group lists positions in
 * `values`. A subset is a bitmask (bit i: values[i]). A partition into g
 * zero-sum groups is a chain of g zero-sum subsets, each inside the next,
 * ending with the full set; so the answer is the longest such chain.
 *
 * Usually few subsets add up to zero, and the longest chain is found among
 * them (`chainSearchLimit`). Otherwise best[mask], the longest chain inside
 * mask, is computed for all 2^n masks: the largest best[mask without i],
 * plus one when mask adds up to zero.
 *
 * Tie-break (the same for both ways): from the full set down, the next
 * subset of the chain is the numerically largest zero-sum bitmask inside
 * the current one that keeps the chain longest; each group is the
 * difference of two consecutive subsets. `fullSearch` forces the DP (tests).
 */
export function zeroSumGroups(values: number[], fullSearch = false): number[][] {
  const n = values.length;
  if (n === 0) return [];
  if (n > 30) throw new RangeError("Too many values for an exact search");
  const full = n === 32 ? -1 >>> 0 : 2 ** n - 1;
  // Subset sums from two small tables (low and high bits), which stay in the cache.
  const lowBits = Math.min(n, 10);
  const lowSums = subsetSums(values.slice(0, lowBits));
  const highSums = subsetSums(values.slice(lowBits));
  const lowMask = (1 << lowBits) - 1;
  const sumOf = (mask: number) => lowSums[mask & lowMask]! + highSums[mask >>> lowBits]!;

  // Every zero-sum subset, in increasing order (high bits outer, low bits inner), up to the limit.
  const lowBySum = new Map<number, number[]>();
  lowSums.forEach((sum, low) => {
    const list = lowBySum.get(sum);
    if (list) list.push(low);
    else lowBySum.set(sum, [low]);
  });
  const zeroSums: number[] = [];
  scan: for (let high = 0; high < highSums.length; high++) {
    for (const low of lowBySum.get(-highSums[high]!) ?? []) {
      if (high === 0 && low === 0) continue;
      zeroSums.push((high << lowBits) | low);
      if (zeroSums.length > chainSearchLimit) break scan;
    }
  }
  let chain: (mask: number) => number;
  let nextInside: (mask: number, length: number) => number;
  if (!fullSearch && zeroSums.length <= chainSearchLimit) {
    // zeroSums is in increasing order, so a subset comes before the sets it is inside.
    const lengths = new Uint8Array(zeroSums.length);
    zeroSums.forEach((mask, i) => {
      let longest = 0;
      for (let j = 0; j < i; j++) {
        const inner = zeroSums[j]!;
        if (lengths[j]! > longest && (inner & mask) === inner) longest = lengths[j]!;
      }
      lengths[i] = longest + 1;
    });
    chain = (mask) => lengths[zeroSums.indexOf(mask)]!;
    nextInside = (mask, length) => {
      for (let i = zeroSums.indexOf(mask) - 1; i >= 0; i--) {
        const inner = zeroSums[i]!;
        if ((inner & mask) === inner && lengths[i] === length) return inner;
      }
      return 0;
    };
  } else {
    // Removing one person from a mask breaks at most one group, so best[mask] is best[mask without its
    // lowest bit] or one more; for a zero-sum mask it is always one more (the rest of any group it
    // loses is not zero-sum); otherwise it is one more when some other removal keeps that many.
    const best = new Uint8Array(full + 1);
    for (let mask = 1; mask <= full; mask++) {
      const low = mask & -mask;
      const base = best[mask ^ low]!;
      if (lowSums[mask & lowMask]! + highSums[mask >>> lowBits]! === 0) {
        best[mask] = base + 1;
        continue;
      }
      let most = base;
      for (let rest = mask ^ low; rest !== 0; rest &= rest - 1) {
        if (best[mask ^ (rest & -rest)]! > base) {
          most = base + 1;
          break;
        }
      }
      best[mask] = most;
    }
    chain = (mask) => best[mask]!;
    nextInside = (mask, length) => {
      for (let inner = (mask - 1) & mask; inner !== 0; inner = (inner - 1) & mask) {
        if (best[inner] === length && sumOf(inner) === 0) return inner;
      }
      return 0;
    };
  }

  const groups: number[][] = [];
  for (let mask = full; mask !== 0;) {
    const inner = nextInside(mask, chain(mask) - 1);
    const group: number[] = [];
    for (let i = 0; i < n; i++) if (mask & ~inner & (1 << i)) group.push(i);
    groups.push(group);
    mask = inner;
  }
  return groups;
}

/** The sum of every subset of `values`, indexed by bitmask. */
function subsetSums(values: number[]): Float64Array {
  const sums = new Float64Array(1 << values.length);
  for (let mask = 1; mask < sums.length; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + values[31 - Math.clz32(low)]!;
  }
  return sums;
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
