/**
 * Edits of a ledger that the page makes (people added, renamed, removed; the
 * trip currency changed). Pure: each returns a new ledger or says why not.
 * The arithmetic lives in app/lib/splitter.
 */
import { limits, type Expense, type Ledger } from "~/lib/splitter/ledger";
import { isolate, personNameProblem } from "~/lib/splitter/schema";
import type { SplitterText } from "~/lib/splitter/text";

export const emptyLedger = (currency = "USD"): Ledger => ({ v: 1, currency, people: [], expenses: [] });

export function isEmptyLedger(ledger: Ledger): boolean {
  return !ledger.name && ledger.people.length === 0 && ledger.expenses.length === 0;
}

export type Edit = { ok: true; ledger: Ledger } | { ok: false; error: string };

/** A person's name as entered: trimmed, inner runs of spaces made one. */
export function cleanName(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Names that more than one person has (trimmed, case-insensitive), each as
 * its first holder spells it: a shared link may have them ("Ana pays Ana"),
 * the page asks for different ones.
 */
export function duplicateNames(people: string[]): string[] {
  const seen = new Map<string, { name: string; count: number }>();
  for (const person of people) {
    const key = cleanName(person).toLocaleLowerCase("en");
    const entry = seen.get(key);
    if (entry) entry.count++;
    else seen.set(key, { name: cleanName(person), count: 1 });
  }
  return [...seen.values()].filter((entry) => entry.count > 1).map((entry) => entry.name);
}

function checkName(ledger: Ledger, name: string, except: number | undefined, t: SplitterText): string | null {
  return personNameProblem(name, ledger.people, except, t);
}

/** Adds a person at the end. Splits by weight or exact amount give them 0: they were not in those costs. */
export function addPerson(ledger: Ledger, text: string, t: SplitterText): Edit {
  const name = cleanName(text);
  if (ledger.people.length >= limits.people)
    return { ok: false, error: t.m.splitter_error_people_max({ count: limits.people }) };
  const error = checkName(ledger, name, undefined, t);
  if (error) return { ok: false, error };
  return {
    ok: true,
    ledger: {
      ...ledger,
      people: [...ledger.people, name],
      expenses: ledger.expenses.map((expense) => {
        const split = expense.split;
        if ("weights" in split) return { ...expense, split: { weights: [...split.weights, 0] } };
        if ("exact" in split) return { ...expense, split: { exact: [...split.exact, 0] } };
        return expense;
      }),
    },
  };
}

export function renamePerson(ledger: Ledger, index: number, text: string, t: SplitterText): Edit {
  const name = cleanName(text);
  const error = checkName(ledger, name, index, t);
  if (error) return { ok: false, error };
  return { ok: true, ledger: { ...ledger, people: ledger.people.map((old, i) => (i === index ? name : old)) } };
}

/** Whether `person` paid for or shares in `expense`. */
export function involves(expense: Expense, person: number): boolean {
  if (expense.paidBy === person) return true;
  const split = expense.split;
  if ("equal" in split) return split.equal.includes(person);
  if ("weights" in split) return (split.weights[person] ?? 0) > 0;
  return (split.exact[person] ?? 0) !== 0;
}

/** The expenses a person is in, by their description. */
export function expensesOf(ledger: Ledger, person: number): Expense[] {
  return ledger.expenses.filter((expense) => involves(expense, person));
}

/**
 * Removes a person who is in no expense; one who is would change other
 * people's shares behind their backs, so the page asks for those expenses
 * to be changed first.
 */
export function removePerson(ledger: Ledger, person: number, t: SplitterText): Edit {
  const { m } = t;
  // Names and descriptions isolated (U+2068…U+2069): right-to-left text cannot reorder the message.
  const name = isolate(ledger.people[person] ?? "");
  const theirs = expensesOf(ledger, person);
  if (theirs.length > 0) {
    const first = theirs
      .slice(0, 3)
      .map((expense) => isolate(expense.what))
      .join(", ");
    const list = theirs.length > 3 ? m.splitter_and_more({ list: first, count: theirs.length - 3 }) : first;
    return {
      ok: false,
      error:
        theirs.length === 1
          ? m.splitter_error_remove_one({ name, list })
          : m.splitter_error_remove_many({ name, list, count: theirs.length }),
    };
  }
  const renumber = (index: number) => (index > person ? index - 1 : index);
  return {
    ok: true,
    ledger: {
      ...ledger,
      people: ledger.people.filter((_, index) => index !== person),
      expenses: ledger.expenses.map((expense) => {
        const split = expense.split;
        const without = <T>(values: T[]) => values.filter((_, index) => index !== person);
        return {
          ...expense,
          paidBy: renumber(expense.paidBy),
          split:
            "equal" in split
              ? { equal: split.equal.map(renumber) }
              : "weights" in split
                ? { weights: without(split.weights) }
                : { exact: without(split.exact) },
        };
      }),
    },
  };
}

/**
 * The trip currency can change only while no expense is recorded: every rate
 * is a rate to the trip currency, so changing it would make them all wrong.
 */
export function changeCurrency(ledger: Ledger, currency: string, t: SplitterText): Edit {
  if (ledger.expenses.length > 0 && currency !== ledger.currency) {
    return { ok: false, error: t.m.splitter_error_currency_change() };
  }
  return { ok: true, ledger: { ...ledger, currency } };
}
