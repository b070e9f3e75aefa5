import { Check, CircleCheck } from "lucide-react";
import { memo } from "react";
import type { Ledger } from "~/lib/splitter/ledger";
import { paymentText } from "~/lib/splitter/link";
import { formatMoney } from "~/lib/splitter/money";
import type { Payment } from "~/lib/splitter/settle";
import type { SplitterText } from "~/lib/splitter/text";
import { exactLimit } from "~/lib/splitter/settle";
import { slot, withSlots } from "./slots";
import { useSplitterText } from "./text-context";

/** A payment on screen: the names in `<bdi>`, the words and their order from the page's language. */
function PaymentWords({ payment, ledger, t }: { payment: Payment; ledger: Ledger; t: SplitterText }) {
  const { locale, m } = t;
  const text = m.splitter_payment({
    from: slot("from"),
    to: slot("to"),
    amount: formatMoney(payment.amount, ledger.currency, locale),
  });
  return withSlots(text, {
    from: <bdi>{ledger.people[payment.from]}</bdi>,
    to: <bdi>{ledger.people[payment.to]}</bdi>,
  });
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
  const t = useSplitterText();
  const { m } = t;
  const hasExpenses = ledger.expenses.length > 0;
  return (
    <section aria-labelledby="settle-heading" className="rounded-card bg-night p-5 text-white shadow-lift sm:p-6">
      <h2 id="settle-heading" className="text-lg font-extrabold tracking-tight sm:text-xl">
        {m.splitter_who_pays_whom()}
      </h2>
      {!hasExpenses ? (
        <p className="mt-3 text-slate-300">{m.splitter_settle_empty()}</p>
      ) : payments.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="size-6 text-lagoon-tint" />
          {m.splitter_settled()}
        </p>
      ) : (
        <>
          <ul aria-labelledby="settle-heading" className="mt-4 space-y-2">
            {payments.map((payment) => {
              const text = paymentText(payment, ledger, t);
              return (
                <li
                  key={`${payment.from}-${payment.to}`}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl bg-night-soft px-4 py-3"
                >
                  <span className="min-w-0 text-base font-semibold break-words" data-payment>
                    <PaymentWords payment={payment} ledger={ledger} t={t} />
                  </span>
                  <button
                    type="button"
                    onClick={() => onPaid(payment)}
                    aria-label={m.splitter_mark_paid_label({ payment: text })}
                    className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-pill border border-white/25 px-3 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
                  >
                    <Check aria-hidden="true" className="size-4" />
                    {m.splitter_mark_paid()}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm text-slate-300">
            {payments.length === 1 ? m.splitter_one_payment() : m.splitter_payments_count({ count: payments.length })}
            {!exact && ` ${m.splitter_not_exact({ limit: exactLimit })}`}
          </p>
        </>
      )}
    </section>
  );
});
