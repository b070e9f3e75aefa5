import { Check, CircleCheck } from "lucide-react";
import { memo } from "react";
import type { Ledger } from "~/lib/splitter/ledger";
import { isolate } from "~/lib/splitter/link";
import { formatMoney } from "~/lib/splitter/money";
import type { Payment } from "~/lib/splitter/settle";
import { exactLimit } from "~/lib/splitter/settle";

/**
 * "Ben pays Ana €45.00": the words of a payment, for announcements and the
 * accessible name of its button. Each name is isolated (U+2068…U+2069), so a
 * right-to-left name cannot reorder the words and amount around it.
 */
export function paymentText(payment: Payment, ledger: Pick<Ledger, "people" | "currency">): string {
  return `${isolate(ledger.people[payment.from] ?? "")} pays ${isolate(ledger.people[payment.to] ?? "")} ${formatMoney(payment.amount, ledger.currency)}`;
}

/** Who pays whom to settle, with Mark as paid on each payment. */
export const SettleUp = memo(function SettleUp({
  ledger,
  payments,
  exact,
  onPaid,
}: {
  ledger: Ledger;
  payments: Payment[];
  exact: boolean;
  onPaid: (payment: Payment) => void;
}) {
  const hasExpenses = ledger.expenses.length > 0;
  return (
    <section aria-labelledby="settle-heading" className="rounded-card bg-night p-5 text-white shadow-lift sm:p-6">
      <h2 id="settle-heading" className="text-lg font-extrabold tracking-tight sm:text-xl">
        Who pays whom
      </h2>
      {!hasExpenses ? (
        <p className="mt-3 text-slate-300">
          Add people and what each of them paid; the payments that settle it appear here.
        </p>
      ) : payments.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="size-6 text-lagoon-tint" />
          Everyone is settled
        </p>
      ) : (
        <>
          <ul aria-labelledby="settle-heading" className="mt-4 space-y-2">
            {payments.map((payment) => {
              const text = paymentText(payment, ledger);
              return (
                <li
                  key={`${payment.from}-${payment.to}`}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl bg-night-soft px-4 py-3"
                >
                  <span className="min-w-0 text-base font-semibold break-words" data-payment>
                    <bdi>{ledger.people[payment.from]}</bdi> pays <bdi>{ledger.people[payment.to]}</bdi>{" "}
                    {formatMoney(payment.amount, ledger.currency)}
                  </span>
                  <button
                    type="button"
                    onClick={() => onPaid(payment)}
                    aria-label={`Mark as paid: ${text}`}
                    className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-pill border border-white/25 px-3 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Mark as paid
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm text-slate-300">
            {payments.length === 1 ? "One payment settles" : `${payments.length} payments settle`} the whole trip.
            {!exact &&
              ` With more than ${exactLimit} people owing or owed, this is a good plan but not guaranteed to be the fewest payments possible.`}
          </p>
        </>
      )}
    </section>
  );
});
