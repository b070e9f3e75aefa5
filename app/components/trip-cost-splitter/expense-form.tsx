import { Calculator, Plus } from "lucide-react";
import { memo, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Locale } from "~/config/locales";
import { limits, type Expense, type Ledger, type Split } from "~/lib/splitter/ledger";
import { formatDecimal, formatMoney, minorDigits, parseAmount, parseRate, rateFromCharge } from "~/lib/splitter/money";
import { textCharactersProblem, validateExpense } from "~/lib/splitter/schema";
import type { SplitterMessages, SplitterText } from "~/lib/splitter/text";
import { currencyLabel, currencyOptions } from "./currencies";
import { FieldError, SelectField, TextField, describedBy, inputClasses, labelClasses } from "./fields";
import { slot, withSlots } from "./slots";
import { useSplitterText } from "./text-context";

type SplitKind = "equal" | "weights" | "exact";

interface Draft {
  what: string;
  amount: string;
  currency: string;
  rate: string;
  charged: string;
  paidBy: string;
  kind: SplitKind;
  included: boolean[];
  weights: string[];
  exact: string[];
}

type Errors = Partial<Record<string, string>>;

const splitKinds: { kind: SplitKind; label: (m: SplitterMessages) => string; hint: (m: SplitterMessages) => string }[] =
  [
    {
      kind: "equal",
      label: (m) => m.splitter_split_equal(),
      hint: (m) => m.splitter_split_equal_hint(),
    },
    {
      kind: "weights",
      label: (m) => m.splitter_split_weights(),
      hint: (m) => m.splitter_split_weights_hint(),
    },
    {
      kind: "exact",
      label: (m) => m.splitter_split_exact(),
      hint: (m) => m.splitter_split_exact_hint(),
    },
  ];

/** Minor units as the text a visitor would type: 12345 EUR -> "123.45" ("123,45" on a German page). */
function amountText(minor: number, currency: string, locale: Locale): string {
  const digits = minorDigits(currency);
  return formatDecimal(digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits), locale);
}

export function newDraft(ledger: Ledger): Draft {
  const count = ledger.people.length;
  return {
    what: "",
    amount: "",
    currency: ledger.currency,
    rate: "",
    charged: "",
    paidBy: count === 1 ? "0" : "",
    kind: "equal",
    included: new Array<boolean>(count).fill(true),
    weights: new Array<string>(count).fill("1"),
    exact: new Array<string>(count).fill(""),
  };
}

export function draftOf(expense: Expense, ledger: Ledger, locale: Locale = "en"): Draft {
  const draft = newDraft(ledger);
  const split = expense.split;
  return {
    ...draft,
    what: expense.what,
    amount: amountText(expense.amount, expense.currency, locale),
    currency: expense.currency,
    rate: expense.rate ? formatDecimal(expense.rate, locale) : "",
    paidBy: String(expense.paidBy),
    kind: "equal" in split ? "equal" : "weights" in split ? "weights" : "exact",
    included: "equal" in split ? ledger.people.map((_, index) => split.equal.includes(index)) : draft.included,
    weights:
      "weights" in split
        ? ledger.people.map((_, index) => formatDecimal(String(split.weights[index] ?? 0), locale))
        : draft.weights,
    exact:
      "exact" in split
        ? ledger.people.map((_, index) => amountText(split.exact[index] ?? 0, expense.currency, locale))
        : draft.exact,
  };
}

/** The order fields are checked and focused in. */
function fieldOrder(count: number): string[] {
  const people = Array.from({ length: count }, (_, index) => [`weight-${index}`, `exact-${index}`]).flat();
  return ["what", "amount", "rate", "paidBy", "split", ...people];
}

function parseWeight(text: string): number | null {
  const clean = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,6})?$/.test(clean)) return null;
  const value = Number(clean);
  return value <= limits.weight ? value : null;
}

/** The form's draft as an expense of `ledger`, or the errors to show beside each field. */
function buildExpense(
  draft: Draft,
  ledger: Ledger,
  t: SplitterText,
): { ok: true; expense: Expense } | { ok: false; errors: Errors } {
  const { locale, m } = t;
  const errors: Errors = {};
  const what = draft.what.replace(/\s+/g, " ").trim();
  if (what === "") errors.what = m.splitter_error_what();
  else if (textCharactersProblem(what, t)) errors.what = textCharactersProblem(what, t)!;
  const amount = parseAmount(draft.amount, draft.currency, t, { positive: true });
  if (!amount.ok) errors.amount = amount.error;
  const foreign = draft.currency !== ledger.currency;
  const rate = foreign ? parseRate(draft.rate, t) : null;
  if (rate && !rate.ok) errors.rate = rate.error;
  if (draft.paidBy === "") errors.paidBy = m.splitter_error_paid_by();

  let split: Split | null = null;
  if (draft.kind === "equal") {
    const equal = draft.included.flatMap((on, index) => (on ? [index] : []));
    if (equal.length === 0) errors.split = m.splitter_error_tick();
    else split = { equal };
  } else if (draft.kind === "weights") {
    const weights = draft.weights.map((text, index) => {
      const value = parseWeight(text);
      if (value === null) errors[`weight-${index}`] = m.splitter_error_weight();
      return value ?? 0;
    });
    if (!Object.keys(errors).some((key) => key.startsWith("weight-"))) {
      if (weights.every((weight) => weight === 0)) errors.split = m.splitter_error_weights_zero();
      else split = { weights };
    }
  } else {
    const exact = draft.exact.map((text, index) => {
      if (text.trim() === "") return 0;
      const value = parseAmount(text, draft.currency, t);
      if (!value.ok) {
        errors[`exact-${index}`] = value.error;
        return 0;
      }
      return value.minor;
    });
    const wrong = Object.keys(errors).some((key) => key.startsWith("exact-"));
    if (!wrong && amount.ok) {
      const sum = exact.reduce((total, value) => total + value, 0);
      if (sum !== amount.minor) {
        errors.split = m.splitter_error_exact_sum({
          sum: formatMoney(sum, draft.currency, locale),
          amount: formatMoney(amount.minor, draft.currency, locale),
        });
      } else split = { exact };
    }
  }
  if (Object.keys(errors).length > 0 || !amount.ok || !split) return { ok: false, errors };

  const expense: Expense = {
    what,
    amount: amount.minor,
    currency: draft.currency,
    ...(rate?.ok ? { rate: rate.rate } : {}),
    paidBy: Number(draft.paidBy),
    split,
  };
  const checked = validateExpense(expense, ledger, 0, t);
  if (!checked.success) return { ok: false, errors: { split: checked.error.message } };
  return { ok: true, expense: checked.data };
}

function Fieldset({ legend, hint, children, id }: { legend: string; hint?: string; id: string; children: ReactNode }) {
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={labelClasses}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-sm text-ink-faint">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/**
 * Adding or editing an expense: what, amount, currency (with its rate to
 * the trip currency), who paid, and how it is shared.
 */
export const ExpenseForm = memo(function ExpenseForm({
  ledger,
  editing,
  onSave,
  onCancel,
  announce,
}: {
  ledger: Ledger;
  /** The index of the expense being edited, or null to add one. */
  editing: number | null;
  onSave: (expense: Expense) => void;
  onCancel: () => void;
  /** Says a message in the splitter's status region. */
  announce: (message: string) => void;
}) {
  const t = useSplitterText();
  const { locale, m } = t;
  const editedExpense = editing === null ? undefined : ledger.expenses[editing];
  const [draft, setDraft] = useState<Draft>(() =>
    editedExpense ? draftOf(editedExpense, ledger, locale) : newDraft(ledger),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [chargeOpen, setChargeOpen] = useState(false);
  const foreign = draft.currency !== ledger.currency;
  const full = editing === null && ledger.expenses.length >= limits.expenses;

  function change(patch: Partial<Draft>, clear: string[] = []) {
    setDraft((old) => ({ ...old, ...patch }));
    if (clear.length)
      setErrors((old) => Object.fromEntries(Object.entries(old).filter(([key]) => !clear.includes(key))));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = buildExpense(draft, ledger, t);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fieldOrder(ledger.people.length).find((key) => result.errors[key]);
      const target = first === "split" ? "split-kind-equal" : `expense-${first}`;
      const field =
        first === "split"
          ? document.querySelector<HTMLElement>(`[name="split-kind"]:checked`)
          : document.getElementById(target);
      // Focus that moves to the field reads its error out; focus already there hears it here.
      if (field && field === document.activeElement) announce(result.errors[first!] ?? "");
      field?.focus();
      return;
    }
    onSave(result.expense);
    setErrors({});
    setChargeOpen(false);
    setDraft({ ...newDraft(ledger), currency: draft.currency, paidBy: draft.paidBy });
    document.getElementById("expense-what")?.focus();
  }

  function workOutRate() {
    const amount = parseAmount(draft.amount, draft.currency, t, { positive: true });
    const charged = parseAmount(draft.charged, ledger.currency, t, { positive: true });
    if (!amount.ok) {
      setErrors((old) => ({ ...old, amount: amount.error }));
      document.getElementById("expense-amount")?.focus();
      return;
    }
    if (!charged.ok) {
      setErrors((old) => ({ ...old, charged: charged.error }));
      return;
    }
    const rate = rateFromCharge(amount.minor, draft.currency, charged.minor, ledger.currency);
    change({ rate: formatDecimal(rate, locale) }, ["rate", "charged"]);
  }

  const exactSum = draft.exact.reduce((total, text) => {
    const value = text.trim() === "" ? null : parseAmount(text, draft.currency, t);
    return total + (value?.ok ? value.minor : 0);
  }, 0);
  const amountValue = parseAmount(draft.amount, draft.currency, t, { positive: true });
  const splitError = errors.split;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="expense-form-heading">
      <h3 id="expense-form-heading" className="text-base font-bold">
        {editing === null
          ? m.splitter_add_expense_heading()
          : withSlots(m.splitter_edit_expense_heading({ what: slot("what") }), {
              what: <bdi>{editedExpense?.what ?? ""}</bdi>,
            })}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          id="expense-what"
          label={m.splitter_what()}
          placeholder={m.splitter_what_placeholder()}
          value={draft.what}
          maxLength={limits.nameLength}
          autoComplete="off"
          disabled={full}
          error={errors.what}
          onChange={(event) => change({ what: event.target.value }, ["what"])}
        />
        <TextField
          id="expense-amount"
          label={m.splitter_amount()}
          placeholder={m.splitter_amount_placeholder()}
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          disabled={full}
          error={errors.amount}
          onChange={(event) => change({ amount: event.target.value }, ["amount", "split"])}
        />
        <SelectField
          id="expense-currency"
          label={m.splitter_currency()}
          value={draft.currency}
          disabled={full}
          onChange={(event) => change({ currency: event.target.value, rate: "", charged: "" }, ["rate", "amount"])}
        >
          {currencyOptions([ledger.currency, draft.currency]).map((code) => (
            <option key={code} value={code}>
              {currencyLabel(code, locale)}
            </option>
          ))}
        </SelectField>
      </div>

      {foreign && (
        <div className="mt-4 rounded-2xl bg-sand/70 p-4">
          <label htmlFor="expense-rate" className={labelClasses}>
            {m.splitter_rate()}
          </label>
          <div className="flex items-center gap-2">
            <span id="expense-rate-before" className="shrink-0 font-semibold text-ink-soft">
              1 {draft.currency} =
            </span>
            <input
              id="expense-rate"
              inputMode="decimal"
              autoComplete="off"
              placeholder={m.splitter_rate_placeholder()}
              value={draft.rate}
              onChange={(event) => change({ rate: event.target.value }, ["rate"])}
              aria-invalid={errors.rate ? true : undefined}
              aria-describedby={describedBy("expense-rate", errors.rate, true)}
              className={cn(inputClasses, "max-w-40")}
            />
            <span className="shrink-0 font-semibold text-ink-soft">{ledger.currency}</span>
          </div>
          <p id="expense-rate-hint" className="mt-1.5 text-sm text-ink-faint">
            {m.splitter_rate_hint({ trip: ledger.currency, foreign: draft.currency })}
          </p>
          <FieldError id="expense-rate" error={errors.rate} />
          <button
            type="button"
            aria-expanded={chargeOpen}
            aria-controls="card-charge"
            onClick={() => setChargeOpen((open) => !open)}
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline underline-offset-2 hover:text-brand-deep"
          >
            <Calculator aria-hidden="true" className="size-4" />
            {m.splitter_from_card()}
          </button>
          <div id="card-charge" hidden={!chargeOpen} className="mt-3">
            <div className="flex flex-wrap items-end gap-2">
              <TextField
                id="expense-charged"
                label={m.splitter_card_charged({ currency: ledger.currency })}
                inputMode="decimal"
                autoComplete="off"
                className="min-w-40 flex-1"
                value={draft.charged}
                error={errors.charged}
                onChange={(event) => change({ charged: event.target.value }, ["charged"])}
              />
              <Button
                variant="secondary"
                size="sm"
                className={cn("h-11", errors.charged && "mb-7")}
                onClick={workOutRate}
              >
                {m.splitter_use_charge()}
              </Button>
            </div>
            <p className="mt-1.5 text-sm text-ink-faint">{m.splitter_card_hint()}</p>
          </div>
        </div>
      )}

      <SelectField
        id="expense-paidBy"
        label={m.splitter_paid_by()}
        className="mt-4 sm:max-w-xs"
        value={draft.paidBy}
        error={errors.paidBy}
        onChange={(event) => change({ paidBy: event.target.value }, ["paidBy"])}
      >
        <option value="" disabled>
          {m.splitter_choose_person()}
        </option>
        {ledger.people.map((person, index) => (
          <option key={`${index}-${person}`} value={String(index)}>
            {person}
          </option>
        ))}
      </SelectField>

      <div className="mt-5">
        <Fieldset legend={m.splitter_split()} id="split-kind">
          <div className="grid grid-cols-3 gap-1 rounded-2xl bg-sand p-1 sm:inline-grid">
            {splitKinds.map((option) => (
              <label
                key={option.kind}
                className="relative flex cursor-pointer items-center justify-center rounded-xl px-2 py-2 text-center text-sm leading-tight font-semibold text-ink-soft transition-colors has-checked:bg-surface has-checked:text-ink has-checked:shadow-card has-focus-visible:outline-3 has-focus-visible:outline-brand-strong sm:px-3.5"
              >
                <input
                  type="radio"
                  name="split-kind"
                  id={`split-kind-${option.kind}`}
                  value={option.kind}
                  checked={draft.kind === option.kind}
                  onChange={() => change({ kind: option.kind }, ["split"])}
                  className="sr-only"
                />
                {option.label(m)}
              </label>
            ))}
          </div>
        </Fieldset>
        <div className="mt-3">
          <Fieldset
            id="split-people"
            legend={
              draft.kind === "equal"
                ? m.splitter_shared_by()
                : draft.kind === "weights"
                  ? m.splitter_shares()
                  : m.splitter_amounts({ currency: draft.currency })
            }
            hint={splitKinds.find((option) => option.kind === draft.kind)?.hint(m)}
          >
            <ul className="grid gap-2 sm:grid-cols-2">
              {ledger.people.map((person, index) => (
                <li key={`${index}-${person}`}>
                  {draft.kind === "equal" ? (
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 has-checked:border-brand-strong/50 has-checked:bg-brand-tint/40">
                      <input
                        type="checkbox"
                        checked={draft.included[index] ?? false}
                        aria-describedby={splitError ? "split-error" : undefined}
                        onChange={(event) =>
                          change(
                            { included: draft.included.map((on, i) => (i === index ? event.target.checked : on)) },
                            ["split"],
                          )
                        }
                        className="size-5 accent-brand-strong"
                      />
                      <bdi className="min-w-0 text-left break-words">{person}</bdi>
                    </label>
                  ) : (
                    <PersonAmount
                      id={draft.kind === "weights" ? `expense-weight-${index}` : `expense-exact-${index}`}
                      person={person}
                      label={
                        draft.kind === "weights"
                          ? m.splitter_person_shares({ name: person })
                          : m.splitter_person_amount({ name: person })
                      }
                      value={draft.kind === "weights" ? (draft.weights[index] ?? "") : (draft.exact[index] ?? "")}
                      error={errors[draft.kind === "weights" ? `weight-${index}` : `exact-${index}`]}
                      describedBySplit={splitError ? "split-error" : undefined}
                      onChange={(value) =>
                        draft.kind === "weights"
                          ? change({ weights: draft.weights.map((old, i) => (i === index ? value : old)) }, [
                              `weight-${index}`,
                              "split",
                            ])
                          : change({ exact: draft.exact.map((old, i) => (i === index ? value : old)) }, [
                              `exact-${index}`,
                              "split",
                            ])
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          </Fieldset>
          {draft.kind === "exact" && amountValue.ok && (
            <p className="mt-2 text-sm text-ink-soft" aria-live="polite">
              {exactSum === amountValue.minor
                ? m.splitter_amounts_add_up()
                : exactSum < amountValue.minor
                  ? m.splitter_left_to_assign({
                      amount: formatMoney(amountValue.minor - exactSum, draft.currency, locale),
                    })
                  : m.splitter_over_by({ amount: formatMoney(exactSum - amountValue.minor, draft.currency, locale) })}
            </p>
          )}
          {splitError && (
            <p id="split-error" className="mt-2 text-sm font-medium text-danger">
              {splitError}
            </p>
          )}
        </div>
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={full}>
          {editing === null && <Plus aria-hidden="true" className="size-5" />}
          {editing === null ? m.splitter_add_expense() : m.splitter_save_changes()}
        </Button>
        {editing !== null && (
          <Button variant="secondary" onClick={onCancel}>
            {m.splitter_cancel()}
          </Button>
        )}
      </div>
      {full && <p className="mt-2 text-sm text-ink-soft">{m.splitter_expenses_limit({ count: limits.expenses })}</p>}
    </form>
  );
});

function PersonAmount({
  id,
  person,
  label,
  value,
  error,
  describedBySplit,
  onChange,
}: {
  id: string;
  person: string;
  label: string;
  value: string;
  error?: string;
  describedBySplit?: string;
  onChange: (value: string) => void;
}) {
  const described = [describedBy(id, error), describedBySplit].filter(Boolean).join(" ") || undefined;
  return (
    <div className="rounded-xl border border-line px-3 py-2">
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="min-w-0 flex-1 break-words">
          <bdi aria-hidden="true">{person}</bdi>
          <span className="sr-only">{label}</span>
        </label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(inputClasses, "h-10 w-28 shrink-0 text-right")}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
