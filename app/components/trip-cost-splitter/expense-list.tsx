import { ArrowRightLeft, Pencil, Trash2 } from "lucide-react";
import { Fragment, memo, startTransition, useEffect, useState, type ReactNode } from "react";
import type { Locale } from "~/config/locales";
import { convertedAmount, type Expense } from "~/lib/splitter/ledger";
import { cn } from "~/lib/cn";
import { formatDecimal, formatMoney } from "~/lib/splitter/money";
import type { SplitterText } from "~/lib/splitter/text";
import { slot, withSlots } from "./slots";
import { useSplitterText } from "./text-context";

const smallButton =
  "inline-flex h-9 items-center gap-1.5 rounded-pill px-3 text-sm font-semibold text-ink-soft transition-colors hover:bg-sand hover:text-ink";

/**
 * "Split equally among Ana, Ben and Cleo", "By shares: Ana 2, Ben 1", "Exact amounts: Ana €50.00, Ben €40.00"
 * (in German "Zu gleichen Teilen unter Ana, Ben und Cleo" …), each name isolated (<bdi>) so a
 * right-to-left name cannot reorder what is around it.
 */
export function splitDescription(expense: Expense, people: string[], t: SplitterText): ReactNode {
  const { locale, m } = t;
  const split = expense.split;
  const join = (parts: ReactNode[], last = ", ") =>
    parts.map((part, i) => (
      <Fragment key={i}>
        {i === 0 ? "" : i === parts.length - 1 ? last : ", "}
        {part}
      </Fragment>
    ));
  const name = (index: number) => <bdi>{people[index] ?? ""}</bdi>;
  if ("equal" in split) {
    if (split.equal.length === people.length && people.length > 1) return m.splitter_equal_everyone();
    return withSlots(m.splitter_equal_among({ names: slot("names") }), {
      names: join(split.equal.map(name), ` ${m.splitter_and()} `),
    });
  }
  if ("weights" in split) {
    const parts = split.weights.flatMap((weight, index) =>
      weight > 0
        ? [
            <>
              {name(index)} {formatDecimal(String(weight), locale)}
            </>,
          ]
        : [],
    );
    return withSlots(m.splitter_by_shares({ parts: slot("parts") }), { parts: join(parts) });
  }
  const parts = split.exact.flatMap((minor, index) =>
    minor > 0
      ? [
          <>
            {name(index)} {formatMoney(minor, expense.currency, locale)}
          </>,
        ]
      : [],
  );
  return withSlots(m.splitter_exact_amounts({ parts: slot("parts") }), { parts: join(parts) });
}

/** Who a repayment went to: the one person with an exact share. */
function receiverOf(expense: Expense, people: string[], t: SplitterText): string {
  const split = expense.split;
  const index = "exact" in split ? split.exact.findIndex((minor) => minor > 0) : -1;
  return people[index] ?? t.m.splitter_someone();
}

/** "1 USD = 0.92 EUR" ("1 USD = 0,92 EUR" in German), as the rate shows beside a foreign expense. */
export function rateText(expense: Expense, tripCurrency: string, locale: Locale = "en"): string | null {
  if (expense.currency === tripCurrency || !expense.rate) return null;
  return `1 ${expense.currency} = ${formatDecimal(expense.rate, locale)} ${tripCurrency}`;
}

/** Rows shown at once; the rest of a long list follows in steps of this many, one per task (issue 33). */
const rowsPerStep = 40;

/** The recorded expenses, newest last, each with its rate, its split, Edit and Delete. */
export const ExpenseList = memo(function ExpenseList({
  people,
  expenses,
  currency,
  editing,
  onEdit,
  onDelete,
}: {
  people: string[];
  expenses: Expense[];
  currency: string;
  editing: number | null;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  // A long list (a shared link can hold 500) is shown in steps, each in a transition, so opening it
  // never holds the page for long; an expense being edited is always among those shown.
  const [shown, setShown] = useState(rowsPerStep);
  const count = expenses.length;
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => startTransition(() => setShown((old) => old + rowsPerStep)), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  const t = useSplitterText();
  if (count === 0) return null;
  const visible = Math.max(shown, editing === null ? 0 : editing + 1);
  return (
    <ul aria-label={t.m.splitter_expenses()} className="divide-y divide-line rounded-2xl border border-line">
      {expenses.slice(0, visible).map((expense, index) => (
        <ExpenseRow
          key={index}
          expense={expense}
          index={index}
          people={people}
          currency={currency}
          editing={editing === index}
          onEdit={onEdit}
          onDelete={onDelete}
          t={t}
        />
      ))}
    </ul>
  );
});

/** One expense: it re-renders only when it, the people or the trip currency change. */
const ExpenseRow = memo(function ExpenseRow({
  expense,
  index,
  people,
  currency,
  editing,
  onEdit,
  onDelete,
  t,
}: {
  expense: Expense;
  index: number;
  people: string[];
  currency: string;
  editing: boolean;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  /** The page's words (a prop, not the context, so that a row's memo sees when they change). */
  t: SplitterText;
}) {
  const { locale, m } = t;
  const payer = people[expense.paidBy] ?? "";
  const rate = rateText(expense, currency, locale);
  const label = expense.repayment ? (
    withSlots(m.splitter_repayment({ payer: slot("payer"), receiver: slot("receiver") }), {
      payer: <bdi>{payer}</bdi>,
      receiver: <bdi>{receiverOf(expense, people, t)}</bdi>,
    })
  ) : (
    <bdi>{expense.what}</bdi>
  );
  return (
    <li
      // Rows off screen are neither laid out nor painted (issue 33): a 500-expense list stays cheap.
      className={cn(
        "px-4 py-3 [contain-intrinsic-size:auto_7.5rem] [content-visibility:auto]",
        editing && "bg-brand-tint/40",
      )}
      aria-current={editing ? "true" : undefined}
    >
      <div className="flex items-start gap-x-4">
        <p className="min-w-0 flex-1 font-semibold break-words text-ink">
          {expense.repayment && <ArrowRightLeft aria-hidden="true" className="mr-1.5 inline size-4 text-lagoon" />}
          {label}
        </p>
        <p className="shrink-0 font-bold text-ink tabular-nums">
          {formatMoney(expense.amount, expense.currency, locale)}
        </p>
      </div>
      <p className="mt-0.5 text-sm break-words text-ink-soft">
        {expense.repayment
          ? m.splitter_recorded_with_mark()
          : withSlots(m.splitter_paid_by_split({ payer: slot("payer"), split: slot("split") }), {
              payer: <bdi>{payer}</bdi>,
              split: splitDescription(expense, people, t),
            })}
      </p>
      {rate && (
        <p className="mt-0.5 text-sm text-ink-soft tabular-nums">
          {rate} · {formatMoney(convertedAmount(expense, currency), currency, locale)}
        </p>
      )}
      <div className="mt-1 -ml-3 flex gap-1">
        {!expense.repayment && (
          <button type="button" className={smallButton} onClick={() => onEdit(index)}>
            <Pencil aria-hidden="true" className="size-4" />
            {m.splitter_edit()}
            <span className="sr-only"> {label}</span>
          </button>
        )}
        <button type="button" className={smallButton} onClick={() => onDelete(index)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {m.splitter_delete()}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
    </li>
  );
});
