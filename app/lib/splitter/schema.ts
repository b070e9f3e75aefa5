/**
 * The ledger schema of link format version 1
 * (docs/trip-cost-splitter-link-format.md), checked by hand: it ships to
 * the browser, and the rules that matter most (an exact split adds up, a
 * foreign expense has a rate, a converted amount stays in range) are not
 * shape checks anyway. Unknown fields are dropped; a ledger that breaks a
 * rule is refused whole, with a message a visitor can read.
 */
import { limits, type Expense, type Ledger, type Split } from "./ledger";
import { convertMinorExact, decimalAtMost, isCurrencyCode, isRate, rateLimits } from "./money";

export type SchemaResult<T> = { success: true; data: T } | { success: false; error: { message: string; path: string } };

class Problem extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/**
 * Characters text may not hold: C0 and C1 controls (a line break, an escape
 * code) and the directional embeddings, overrides and isolates (U+202A to
 * U+202E, U+2066 to U+2069). A name with a right-to-left override could make
 * "Ben pays Ana €123.45" read "54.321€ anA syap neB"; the page also shows
 * every name isolated (<bdi>, U+2068…U+2069), which covers right-to-left
 * names, and a name without these controls cannot break out of that.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The directional formatting characters among them (global, for removing). */
export const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isIndex = (value: unknown, count: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

const isMinor = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= limits.amount;

/** A weight: a number from 0 to limits.weight with at most six decimals, written without an exponent. */
export const isWeight = (value: unknown): value is number => {
  if (typeof value !== "number") return false;
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(String(value));
  return match !== null && decimalAtMost(match[1]!, match[2] ?? "", limits.weight);
};

function checkText(value: unknown, path: string, label: string, required: boolean): string {
  if (typeof value !== "string") throw new Problem(`${label} is missing.`, path);
  if (required && value.trim() === "") throw new Problem(`${label} is empty.`, path);
  if (value.length > limits.nameLength) {
    throw new Problem(`${label} is longer than ${limits.nameLength} characters.`, path);
  }
  if (controlCharacters.test(value)) {
    throw new Problem(`${label} contains a line break or an invisible control character.`, path);
  }
  return value;
}

/** Quotes a visitor-given name in a message, shortened; the message is text, never markup. */
const quote = (name: string) => `“${name.length > 30 ? `${name.slice(0, 29)}…` : name}”`;

function checkSplit(value: unknown, amount: number, people: number, path: string, label: string): Split {
  if (!isRecord(value)) throw new Problem(`${label} does not say how it is split.`, path);
  const kinds = (["equal", "weights", "exact"] as const).filter((kind) => value[kind] !== undefined);
  if (kinds.length !== 1) throw new Problem(`${label} must be split in exactly one way.`, path);
  const kind = kinds[0]!;
  const list = value[kind];
  if (!Array.isArray(list)) throw new Problem(`${label} has a damaged split.`, `${path}.${kind}`);
  if (kind === "equal") {
    if (list.length === 0) throw new Problem(`${label} is shared by nobody.`, `${path}.equal`);
    const seen = new Set<number>();
    for (const person of list) {
      if (!isIndex(person, people))
        throw new Problem(`${label} is shared with someone who is not on the trip.`, `${path}.equal`);
      if (seen.has(person)) throw new Problem(`${label} lists the same person twice.`, `${path}.equal`);
      seen.add(person);
    }
    return { equal: [...list] as number[] };
  }
  if (list.length !== people) {
    throw new Problem(`${label} needs one ${kind === "weights" ? "weight" : "amount"} per person.`, `${path}.${kind}`);
  }
  if (kind === "weights") {
    if (!list.every(isWeight)) {
      throw new Problem(
        `${label} has a weight that is not a number from 0 to ${limits.weight.toLocaleString("en")} with at most ${limits.weightDecimals} decimals.`,
        `${path}.weights`,
      );
    }
    if (!list.some((weight) => weight > 0)) throw new Problem(`${label} has no weight above 0.`, `${path}.weights`);
    return { weights: [...list] as number[] };
  }
  if (!list.every(isMinor))
    throw new Problem(`${label} has a share that is not a whole amount of 0 or more.`, `${path}.exact`);
  const sum = (list as number[]).reduce((a, b) => a + b, 0);
  if (sum !== amount) throw new Problem(`${label}: the shares do not add up to the amount.`, `${path}.exact`);
  return { exact: [...list] as number[] };
}

function checkExpense(value: unknown, index: number, ledger: Pick<Ledger, "currency" | "people">): Expense {
  const path = `expenses[${index}]`;
  if (!isRecord(value)) throw new Problem(`Expense ${index + 1} is damaged.`, path);
  const what = checkText(value.what, `${path}.what`, `The description of expense ${index + 1}`, false);
  const label = `Expense ${index + 1}${what.trim() ? ` (${quote(what)})` : ""}`;
  if (!isMinor(value.amount)) {
    throw new Problem(
      `${label} has an amount that is not a whole number of minor units from 0 up to the limit.`,
      `${path}.amount`,
    );
  }
  if (typeof value.currency !== "string" || !isCurrencyCode(value.currency)) {
    throw new Problem(`${label} has an unknown currency.`, `${path}.currency`);
  }
  const people = ledger.people.length;
  if (!isIndex(value.paidBy, people))
    throw new Problem(`${label} was paid by someone who is not on the trip.`, `${path}.paidBy`);
  if (value.repayment !== undefined && typeof value.repayment !== "boolean") {
    throw new Problem(`${label} is damaged.`, `${path}.repayment`);
  }
  const expense: Expense = {
    what,
    amount: value.amount,
    currency: value.currency,
    paidBy: value.paidBy,
    split: checkSplit(value.split, value.amount, people, `${path}.split`, label),
  };
  if (value.currency !== ledger.currency) {
    if (value.rate === undefined)
      throw new Problem(`${label} is in ${value.currency} but has no exchange rate.`, `${path}.rate`);
    if (!isRate(value.rate))
      throw new Problem(
        `${label} has an exchange rate that is not a number above 0 and up to ${rateLimits.max.toLocaleString("en")}, with at most ${rateLimits.decimals} decimals.`,
        `${path}.rate`,
      );
    expense.rate = value.rate;
    if (convertMinorExact(expense.amount, expense.currency, value.rate, ledger.currency) > BigInt(limits.amount)) {
      throw new Problem(`${label} is too large once converted to ${ledger.currency}.`, `${path}.amount`);
    }
  }
  if (value.repayment === true) expense.repayment = true;
  return expense;
}

function checkLedger(value: unknown): Ledger {
  if (!isRecord(value)) throw new Problem("The link does not hold a trip.", "");
  if (value.v !== 1) throw new Problem("The link is not in format version 1.", "v");
  const name = value.name === undefined ? undefined : checkText(value.name, "name", "The trip name", false);
  if (typeof value.currency !== "string" || !isCurrencyCode(value.currency)) {
    throw new Problem("The trip's currency is unknown.", "currency");
  }
  const currency = value.currency;
  if (!Array.isArray(value.people) || value.people.length === 0)
    throw new Problem("The trip has nobody in it.", "people");
  if (value.people.length > limits.people) {
    throw new Problem(`The trip has more than ${limits.people} people.`, "people");
  }
  const people = value.people.map((person, i) =>
    checkText(person, `people[${i}]`, `The name of person ${i + 1}`, true),
  );
  if (!Array.isArray(value.expenses)) throw new Problem("The trip's expenses are missing.", "expenses");
  if (value.expenses.length > limits.expenses) {
    throw new Problem(`The trip has more than ${limits.expenses} expenses.`, "expenses");
  }
  const expenses = value.expenses.map((expense, i) => checkExpense(expense, i, { currency, people }));
  return { v: 1, ...(name === undefined ? {} : { name }), currency, people, expenses };
}

function run<T>(check: () => T): SchemaResult<T> {
  try {
    return { success: true, data: check() };
  } catch (error) {
    if (error instanceof Problem) return { success: false, error: { message: error.message, path: error.path } };
    return { success: false, error: { message: "The link holds something that is not a trip.", path: "" } };
  }
}

/** Checks untrusted data (a decoded link) against format version 1; `safeParse` never throws. */
export const ledgerSchema = {
  safeParse: (input: unknown): SchemaResult<Ledger> => run(() => checkLedger(input)),
};

/**
 * Checks one expense (e.g. from the form) against a ledger's people and
 * currency, as expense number `index` (0-based, for the message). Returns
 * the cleaned expense or a message.
 */
export function validateExpense(
  expense: unknown,
  ledger: Pick<Ledger, "currency" | "people">,
  index = 0,
): SchemaResult<Expense> {
  return run(() => checkExpense(expense, index, ledger));
}

/** What the form says about a name or description with a control character in it. */
export const textProblem = "Use text without line breaks or invisible control characters.";

/** Checks text for the form (a trip name, what an expense was for): the message, or null when it is fine. */
export function textCharactersProblem(text: string): string | null {
  return controlCharacters.test(text) ? textProblem : null;
}

/** Checks a person's name for the form: a message, or null when it is fine. Names should differ. */
export function personNameProblem(name: string, people: string[], except?: number): string | null {
  if (name.trim() === "") return "Enter a name.";
  if (name.length > limits.nameLength) return `Use at most ${limits.nameLength} characters.`;
  if (controlCharacters.test(name)) return "Use a name without line breaks or invisible control characters.";
  const same = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase("en");
  const key = same(name);
  if (people.some((other, i) => i !== except && same(other) === key)) {
    return "Someone on the trip already has this name.";
  }
  return null;
}
