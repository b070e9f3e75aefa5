/**
 * The ledger schema of link format version 1
 * (docs/trip-cost-splitter-link-format.md), checked by hand: it ships to
 * the browser, and the rules that matter most (an exact split adds up, a
 * foreign expense has a rate, a converted amount stays in range) are not
 * shape checks anyway. Unknown fields are dropped; a ledger that breaks a
 * rule is refused whole, with a message a visitor can read, in the page's
 * language (`t`, see text.ts).
 */
import { localeInfo, type Locale } from "../../config/locales";
import { limits, type Expense, type Ledger, type Split } from "./ledger";
import { convertMinorExact, decimalAtMost, isCurrencyCode, isRate, rateLimits } from "./money";
import type { SplitterText } from "./text";

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

const number = (value: number, locale: Locale) =>
  value.toLocaleString(locale === "en" ? "en" : localeInfo[locale].intl);

function checkText(value: unknown, path: string, label: string, required: boolean, t: SplitterText): string {
  const { m } = t;
  if (typeof value !== "string") throw new Problem(m.splitter_schema_text_missing({ label }), path);
  if (required && value.trim() === "") throw new Problem(m.splitter_schema_text_empty({ label }), path);
  if (value.length > limits.nameLength) {
    throw new Problem(m.splitter_schema_text_long({ label, count: limits.nameLength }), path);
  }
  if (controlCharacters.test(value)) {
    throw new Problem(m.splitter_schema_text_control({ label }), path);
  }
  return value;
}

/**
 * Visitor-given text set off from the text around it in plain text (issue
 * 33): between FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE
 * (U+2069), so a right-to-left name cannot reorder the words and amount
 * beside it. Names cannot hold directional controls (the schema refuses
 * them), so nothing inside can close the isolate early; any that an older
 * ledger in memory might hold are dropped here all the same.
 */
export function isolate(text: string): string {
  return `\u2068${text.replace(bidiControls, "")}\u2069`;
}

/**
 * A visitor-given name in a message, shortened and isolated; the message is text, never markup
 * (the quotes come from the message, in its language's style).
 */
const quoted = (name: string) => isolate(name.length > 30 ? `${name.slice(0, 29)}…` : name);

function checkSplit(
  value: unknown,
  amount: number,
  people: number,
  path: string,
  label: string,
  t: SplitterText,
): Split {
  const { m } = t;
  if (!isRecord(value)) throw new Problem(m.splitter_schema_split_missing({ label }), path);
  const kinds = (["equal", "weights", "exact"] as const).filter((kind) => value[kind] !== undefined);
  if (kinds.length !== 1) throw new Problem(m.splitter_schema_split_kinds({ label }), path);
  const kind = kinds[0]!;
  const list = value[kind];
  if (!Array.isArray(list)) throw new Problem(m.splitter_schema_split_damaged({ label }), `${path}.${kind}`);
  if (kind === "equal") {
    if (list.length === 0) throw new Problem(m.splitter_schema_split_nobody({ label }), `${path}.equal`);
    const seen = new Set<number>();
    for (const person of list) {
      if (!isIndex(person, people)) throw new Problem(m.splitter_schema_split_stranger({ label }), `${path}.equal`);
      if (seen.has(person)) throw new Problem(m.splitter_schema_split_twice({ label }), `${path}.equal`);
      seen.add(person);
    }
    return { equal: [...list] as number[] };
  }
  if (list.length !== people) {
    throw new Problem(
      kind === "weights"
        ? m.splitter_schema_split_weight_count({ label })
        : m.splitter_schema_split_amount_count({ label }),
      `${path}.${kind}`,
    );
  }
  if (kind === "weights") {
    if (!list.every(isWeight)) {
      throw new Problem(
        m.splitter_schema_split_weight_invalid({
          label,
          max: number(limits.weight, t.locale),
          decimals: limits.weightDecimals,
        }),
        `${path}.weights`,
      );
    }
    if (!list.some((weight) => weight > 0))
      throw new Problem(m.splitter_schema_split_weight_zero({ label }), `${path}.weights`);
    return { weights: [...list] as number[] };
  }
  if (!list.every(isMinor)) throw new Problem(m.splitter_schema_split_share_invalid({ label }), `${path}.exact`);
  const sum = (list as number[]).reduce((a, b) => a + b, 0);
  if (sum !== amount) throw new Problem(m.splitter_schema_split_sum({ label }), `${path}.exact`);
  return { exact: [...list] as number[] };
}

function checkExpense(
  value: unknown,
  index: number,
  ledger: Pick<Ledger, "currency" | "people">,
  t: SplitterText,
): Expense {
  const { m } = t;
  const path = `expenses[${index}]`;
  const n = index + 1;
  if (!isRecord(value)) throw new Problem(m.splitter_schema_expense_damaged({ number: n }), path);
  const what = checkText(value.what, `${path}.what`, m.splitter_schema_expense_description({ number: n }), false, t);
  const label = what.trim()
    ? m.splitter_schema_expense_named({ number: n, what: quoted(what) })
    : m.splitter_schema_expense({ number: n });
  if (!isMinor(value.amount)) {
    throw new Problem(m.splitter_schema_amount_invalid({ label }), `${path}.amount`);
  }
  if (typeof value.currency !== "string" || !isCurrencyCode(value.currency)) {
    throw new Problem(m.splitter_schema_currency_unknown({ label }), `${path}.currency`);
  }
  const people = ledger.people.length;
  if (!isIndex(value.paidBy, people)) throw new Problem(m.splitter_schema_payer_stranger({ label }), `${path}.paidBy`);
  if (value.repayment !== undefined && typeof value.repayment !== "boolean") {
    throw new Problem(m.splitter_schema_damaged({ label }), `${path}.repayment`);
  }
  const expense: Expense = {
    what,
    amount: value.amount,
    currency: value.currency,
    paidBy: value.paidBy,
    split: checkSplit(value.split, value.amount, people, `${path}.split`, label, t),
  };
  if (value.currency !== ledger.currency) {
    if (value.rate === undefined)
      throw new Problem(m.splitter_schema_rate_missing({ label, currency: value.currency }), `${path}.rate`);
    if (!isRate(value.rate))
      throw new Problem(
        m.splitter_schema_rate_invalid({ label, max: number(rateLimits.max, t.locale), decimals: rateLimits.decimals }),
        `${path}.rate`,
      );
    expense.rate = value.rate;
    if (convertMinorExact(expense.amount, expense.currency, value.rate, ledger.currency) > BigInt(limits.amount)) {
      throw new Problem(m.splitter_schema_converted_large({ label, currency: ledger.currency }), `${path}.amount`);
    }
  }
  if (value.repayment === true) expense.repayment = true;
  return expense;
}

function checkLedger(value: unknown, t: SplitterText): Ledger {
  const { m } = t;
  if (!isRecord(value)) throw new Problem(m.splitter_schema_no_trip(), "");
  if (value.v !== 1) throw new Problem(m.splitter_schema_version(), "v");
  const name =
    value.name === undefined ? undefined : checkText(value.name, "name", m.splitter_schema_trip_name(), false, t);
  if (typeof value.currency !== "string" || !isCurrencyCode(value.currency)) {
    throw new Problem(m.splitter_schema_trip_currency(), "currency");
  }
  const currency = value.currency;
  if (!Array.isArray(value.people) || value.people.length === 0)
    throw new Problem(m.splitter_schema_nobody(), "people");
  if (value.people.length > limits.people) {
    throw new Problem(m.splitter_schema_people_max({ count: limits.people }), "people");
  }
  const people = value.people.map((person, i) =>
    checkText(person, `people[${i}]`, m.splitter_schema_person_name({ number: i + 1 }), true, t),
  );
  if (!Array.isArray(value.expenses)) throw new Problem(m.splitter_schema_expenses_missing(), "expenses");
  if (value.expenses.length > limits.expenses) {
    throw new Problem(m.splitter_schema_expenses_max({ count: limits.expenses }), "expenses");
  }
  const expenses = value.expenses.map((expense, i) => checkExpense(expense, i, { currency, people }, t));
  return { v: 1, ...(name === undefined ? {} : { name }), currency, people, expenses };
}

function run<T>(check: () => T, t: SplitterText): SchemaResult<T> {
  try {
    return { success: true, data: check() };
  } catch (error) {
    if (error instanceof Problem) return { success: false, error: { message: error.message, path: error.path } };
    return { success: false, error: { message: t.m.splitter_schema_not_trip(), path: "" } };
  }
}

/** Checks untrusted data (a decoded link) against format version 1; `safeParse` never throws. */
export const ledgerSchema = {
  safeParse: (input: unknown, t: SplitterText): SchemaResult<Ledger> => run(() => checkLedger(input, t), t),
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
  t: SplitterText,
): SchemaResult<Expense> {
  return run(() => checkExpense(expense, index, ledger, t), t);
}

/** What the form says about a name or description with a control character in it. */
export const textProblem = (t: SplitterText) => t.m.splitter_error_text_characters();

/** Checks text for the form (a trip name, what an expense was for): the message, or null when it is fine. */
export function textCharactersProblem(text: string, t: SplitterText): string | null {
  return controlCharacters.test(text) ? textProblem(t) : null;
}

/** Checks a person's name for the form: a message, or null when it is fine. Names should differ. */
export function personNameProblem(
  name: string,
  people: string[],
  except: number | undefined,
  t: SplitterText,
): string | null {
  const { m } = t;
  if (name.trim() === "") return m.splitter_error_name_empty();
  if (name.length > limits.nameLength) return m.splitter_error_name_length({ count: limits.nameLength });
  if (controlCharacters.test(name)) return m.splitter_error_name_characters();
  const same = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase("en");
  const key = same(name);
  if (people.some((other, i) => i !== except && same(other) === key)) {
    return m.splitter_error_name_taken();
  }
  return null;
}
