import { ArrowRightLeft, Pencil, Trash2 } from "lucide-react";
import { convertedAmount, type Expense, type Ledger } from "~/lib/splitter/ledger";
import { formatMoney } from "~/lib/splitter/money";

const smallButton =
  "inline-flex h-9 items-center gap-1.5 rounded-pill px-3 text-sm font-semibold text-ink-soft transition-colors hover:bg-sand hover:text-ink";

/** "Split equally among Ana, Ben and Cleo", "By shares: Ana 2, Ben 1", "Exact: Ana €50.00, Ben €40.00". */
export function splitDescription(expense: Expense, people: string[]): string {
  const split = expense.split;
  const list = (names: string[]) =>
    names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  if ("equal" in split) {
    if (split.equal.length === people.length && people.length > 1) return "Split equally among everyone";
    return `Split equally among ${list(split.equal.map((index) => people[index] ?? ""))}`;
  }
  if ("weights" in split) {
    const parts = split.weights.flatMap((weight, index) => (weight > 0 ? [`${people[index]} ${weight}`] : []));
    return `By shares: ${parts.join(", ")}`;
  }
  const parts = split.exact.flatMap((minor, index) =>
    minor > 0 ? [`${people[index]} ${formatMoney(minor, expense.currency)}`] : [],
  );
  return `Exact amounts: ${parts.join(", ")}`;
}

/** Who a repayment went to: the one person with an exact share. */
function receiverOf(expense: Expense, people: string[]): string {
  const split = expense.split;
  const index = "exact" in split ? split.exact.findIndex((minor) => minor > 0) : -1;
  return people[index] ?? "someone";
}

/** "1 USD = 0.92 EUR", as the rate shows beside a foreign expense. */
export function rateText(expense: Expense, tripCurrency: string): string | null {
  if (expense.currency === tripCurrency || !expense.rate) return null;
  return `1 ${expense.currency} = ${expense.rate} ${tripCurrency}`;
}

/** The recorded expenses, newest last, each with its rate, its split, Edit and Delete. */
export function ExpenseList({
  ledger,
  editing,
  onEdit,
  onDelete,
}: {
  ledger: Ledger;
  editing: number | null;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  if (ledger.expenses.length === 0) return null;
  return (
    <ul aria-label="Expenses" className="divide-y divide-line rounded-2xl border border-line">
      {ledger.expenses.map((expense, index) => {
        const payer = ledger.people[expense.paidBy] ?? "";
        const rate = rateText(expense, ledger.currency);
        const label = expense.repayment ? `${payer} paid ${receiverOf(expense, ledger.people)} back` : expense.what;
        return (
          <li
            key={index}
            className={editing === index ? "bg-brand-tint/40 px-4 py-3" : "px-4 py-3"}
            aria-current={editing === index ? "true" : undefined}
          >
            <div className="flex items-start gap-x-4">
              <p className="min-w-0 flex-1 font-semibold break-words text-ink">
                {expense.repayment && (
                  <ArrowRightLeft aria-hidden="true" className="mr-1.5 inline size-4 text-lagoon" />
                )}
                {label}
              </p>
              <p className="shrink-0 font-bold text-ink tabular-nums">
                {formatMoney(expense.amount, expense.currency)}
              </p>
            </div>
            <p className="mt-0.5 text-sm break-words text-ink-soft">
              {expense.repayment
                ? "Recorded with Mark as paid"
                : `Paid by ${payer} · ${splitDescription(expense, ledger.people)}`}
            </p>
            {rate && (
              <p className="mt-0.5 text-sm text-ink-soft tabular-nums">
                {rate} · {formatMoney(convertedAmount(expense, ledger.currency), ledger.currency)}
              </p>
            )}
            <div className="mt-1 -ml-3 flex gap-1">
              {!expense.repayment && (
                <button type="button" className={smallButton} onClick={() => onEdit(index)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit<span className="sr-only"> {label}</span>
                </button>
              )}
              <button type="button" className={smallButton} onClick={() => onDelete(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete<span className="sr-only"> {label}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
