import { ChevronDown } from "lucide-react";
import { memo, useState } from "react";
import type { Locale } from "~/config/locales";
import type { Ledger, PersonSummary } from "~/lib/splitter/ledger";
import { formatMoney } from "~/lib/splitter/money";
import type { SplitterText } from "~/lib/splitter/text";
import { cn } from "~/lib/cn";
import { slot, withSlots } from "./slots";
import { useSplitterText } from "./text-context";

function signed(minor: number, currency: string, locale: Locale): string {
  if (minor === 0) return formatMoney(0, currency, locale);
  return `${minor > 0 ? "+" : "−"}${formatMoney(Math.abs(minor), currency, locale)}`;
}

function standing(balance: number, currency: string, { locale, m }: SplitterText): string {
  if (balance > 0) return m.splitter_gets_back({ amount: formatMoney(balance, currency, locale) });
  if (balance < 0) return m.splitter_owes({ amount: formatMoney(-balance, currency, locale) });
  return m.splitter_is_even();
}

/**
 * Why: for each person, what they paid, their share and the balance, and
 * the expenses behind it, so anyone can check the sums by hand. A person's
 * table of expenses is built when their entry is opened: 50 people in 500
 * expenses would otherwise be thousands of rows nobody looks at (issue 33).
 */
export const Balances = memo(function Balances({ ledger, summary }: { ledger: Ledger; summary: PersonSummary[] }) {
  const currency = ledger.currency;
  const { m } = useSplitterText();
  return (
    <section aria-labelledby="why-heading" className="mt-10">
      <h2 id="why-heading" className="text-2xl font-extrabold tracking-tight">
        {m.splitter_why_heading()}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{m.splitter_why_text({ currency })}</p>
      <ul className="mt-5 grid gap-3 lg:grid-cols-2">
        {summary.map((person, index) => (
          <li
            key={`${index}-${ledger.people[index]}`}
            className="[contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]"
          >
            <PersonSums ledger={ledger} person={person} name={ledger.people[index] ?? ""} />
          </li>
        ))}
      </ul>
    </section>
  );
});

function PersonSums({ ledger, person, name }: { ledger: Ledger; person: PersonSummary; name: string }) {
  const t = useSplitterText();
  const { locale, m } = t;
  const [open, setOpen] = useState(false);
  const currency = ledger.currency;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const expenseName = (expense: number) => {
    const item = ledger.expenses[expense];
    if (!item) return "";
    return item.repayment ? (
      <>
        {m.splitter_paid_back()} (<bdi>{ledger.people[item.paidBy] ?? ""}</bdi>)
      </>
    ) : (
      <bdi>{item.what}</bdi>
    );
  };
  return (
    <details
      className="group rounded-2xl border border-line bg-surface shadow-card"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <bdi className="block text-left font-semibold break-words">{name}</bdi>
          <span
            className={cn(
              "text-sm",
              person.balance > 0 ? "text-success" : person.balance < 0 ? "text-danger" : "text-ink-soft",
            )}
          >
            {standing(person.balance, currency, t)}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-faint transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-line px-4 pt-3 pb-4">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-ink-faint">{m.splitter_paid()}</dt>
            <dd className="font-semibold tabular-nums">{money(person.paid)}</dd>
          </div>
          <div>
            <dt className="text-ink-faint">{m.splitter_share()}</dt>
            <dd className="font-semibold tabular-nums">{money(person.share)}</dd>
          </div>
          <div>
            <dt className="text-ink-faint">{m.splitter_balance()}</dt>
            <dd className="font-semibold tabular-nums">{signed(person.balance, currency, locale)}</dd>
          </div>
        </dl>
        {open && person.lines.length > 0 && (
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">
              {withSlots(m.splitter_balance_caption({ name: slot("name") }), { name: <bdi>{name}</bdi> })}
            </caption>
            <thead>
              <tr className="border-b border-line text-left text-ink-faint">
                <th scope="col" className="py-1.5 pr-2 font-medium">
                  {m.splitter_expense()}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                  {m.splitter_paid()}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {m.splitter_share()}
                </th>
              </tr>
            </thead>
            <tbody>
              {person.lines.map((line) => (
                <tr key={line.expense} className="border-b border-line/60 last:border-0">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal break-words text-ink-soft">
                    {expenseName(line.expense)}
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{line.paid ? money(line.paid) : "–"}</td>
                  <td className="py-1.5 text-right tabular-nums">{line.share ? money(line.share) : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </details>
  );
}
