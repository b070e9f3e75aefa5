import { CircleAlert, Info, X } from "lucide-react";
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { limits, repaymentExpense, summarise, type Expense, type Ledger } from "~/lib/splitter/ledger";
import { paymentText } from "~/lib/splitter/link";
import { textCharactersProblem } from "~/lib/splitter/schema";
import { settle, type Payment } from "~/lib/splitter/settle";
import type { SplitterText } from "~/lib/splitter/text";
import { Balances } from "./balances";
import { currencyLabel, currencyOptions } from "./currencies";
import { ExpenseForm } from "./expense-form";
import { ExpenseList } from "./expense-list";
import { Panel, SelectField, TextField } from "./fields";
import { changeCurrency, duplicateNames } from "./ledger-edits";
import { PeoplePanel } from "./people-panel";
import { SettleUp } from "./settle-up";
import { SharePanel } from "./share-panel";
import { useLedgerStore } from "./use-ledger-store";
import { SplitterTextContext, useSplitterText } from "./text-context";

/**
 * The calculator (issue 26): people, expenses, who pays whom, why, and
 * sharing by link. Everything happens in this browser. It speaks the page's
 * language (`text`, lib/splitter/text.ts), which its parts read from the
 * context given here.
 */
export function TripCostSplitter({ text }: { text: SplitterText }) {
  return (
    <SplitterTextContext value={text}>
      <Calculator />
    </SplitterTextContext>
  );
}

function Calculator() {
  const t = useSplitterText();
  const { locale, m } = t;
  const store = useLedgerStore(t);
  const { ledger, phase } = store;
  const [editing, setEditing] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [currencyError, setCurrencyError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const { update } = store;

  // Everything but the trip name: typing the name changes none of it, so nothing below re-renders
  // or is worked out again (issue 33). The sums and the plan follow a deferred copy, worked out once
  // per change of the ledger, after the edit itself is on screen.
  const { currency, people, expenses } = ledger;
  const core = useMemo<Ledger>(() => ({ v: 1, currency, people, expenses }), [currency, people, expenses]);
  const settled = useDeferredValue(core);
  const summary = useMemo(() => summarise(settled), [settled]);
  const plan = useMemo(() => settle(summary.map((person) => person.balance)), [summary]);
  const duplicates = useMemo(() => duplicateNames(people), [people]);
  // The ledger as the handlers below see it, so they stay the same functions and the rows they are
  // given need not render again.
  const coreRef = useRef(core);
  useLayoutEffect(() => {
    coreRef.current = core;
  }, [core]);

  const set = (next: Ledger) => update(() => next);
  /** A new ledger made from `core`: the trip name stays as it is now. */
  const setCore = useCallback(
    (next: Ledger) => update((old) => ({ ...next, ...(old.name === undefined ? {} : { name: old.name }) })),
    [update],
  );

  const saveExpense = useCallback(
    (expense: Expense) => {
      if (editing === null) {
        update((old) => ({ ...old, expenses: [...old.expenses, expense] }));
        setAnnouncement(m.splitter_added({ name: expense.what }));
      } else {
        const index = editing;
        update((old) => ({ ...old, expenses: old.expenses.map((item, i) => (i === index ? expense : item)) }));
        setAnnouncement(m.splitter_saved({ name: expense.what }));
        setEditing(null);
      }
    },
    [editing, update, m],
  );

  const cancelEdit = useCallback(() => setEditing(null), []);

  const deleteExpense = useCallback(
    (index: number) => {
      const expense = coreRef.current.expenses[index];
      update((old) => ({ ...old, expenses: old.expenses.filter((_, i) => i !== index) }));
      setEditing((current) => (current === index ? null : current !== null && current > index ? current - 1 : current));
      setAnnouncement(
        expense?.repayment
          ? m.splitter_deleted_repayment()
          : expense
            ? m.splitter_deleted({ name: expense.what })
            : m.splitter_deleted_expense(),
      );
      document.getElementById("expenses-heading")?.focus();
    },
    [update, m],
  );

  const markPaid = useCallback(
    (payment: Payment) => {
      const current = coreRef.current;
      if (current.expenses.length >= limits.expenses) {
        setAnnouncement(m.splitter_ledger_full({ count: limits.expenses }));
        return;
      }
      const text = paymentText(payment, current, t, true);
      update((old) => ({ ...old, expenses: [...old.expenses, repaymentExpense(payment, old)] }));
      setAnnouncement(m.splitter_recorded({ payment: text }));
    },
    [update, t, m],
  );

  if (phase.kind === "link-error") {
    return (
      <div className="mt-10" data-splitter={phase.kind}>
        <div role="alert" className="max-w-2xl rounded-card border border-danger/30 bg-danger-tint p-5 text-ink sm:p-6">
          <p className="flex items-center gap-2 text-lg font-bold text-danger">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {m.splitter_link_error_title()}
          </p>
          <p className="mt-2 leading-relaxed">{phase.message}</p>
        </div>
        <Button variant="secondary" className="mt-4" onClick={store.leaveLinkError}>
          {phase.hasSaved ? m.splitter_open_saved() : m.splitter_start_new()}
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-10" data-splitter={phase.kind}>
      <p className="hidden max-w-2xl rounded-card border border-line bg-sand p-5 leading-relaxed no-js:block">
        {m.splitter_no_js()}
      </p>
      <div className="no-js:hidden" aria-busy={phase.kind === "loading" ? true : undefined}>
        {store.opened && (
          <div className="mb-6 flex max-w-3xl gap-3 rounded-card border border-lagoon/30 bg-lagoon-tint/50 p-4 sm:p-5">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />
            <div className="min-w-0 flex-1 text-ink">
              <p>
                <strong>{m.splitter_opened_title()}</strong> {m.splitter_opened_text()}
              </p>
              {store.opened.replaced && (
                <p className="mt-2">
                  {m.splitter_opened_replaced()}{" "}
                  <button
                    type="button"
                    onClick={store.restoreReplaced}
                    className="font-semibold text-brand-strong underline underline-offset-2 hover:text-brand-deep"
                  >
                    {m.splitter_restore()}
                  </button>
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={store.dismissOpened}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/60"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{m.splitter_dismiss()}</span>
            </button>
          </div>
        )}

        {duplicates.length > 0 && (
          <div className="mb-6 flex max-w-3xl gap-3 rounded-card border border-brand/40 bg-brand-tint/60 p-4 text-ink sm:p-5">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-deep" />
            <p>
              <strong>{m.splitter_duplicates_title()}</strong>{" "}
              {duplicates.map((name, i) => (
                <span key={name}>
                  {i > 0 && ", "}
                  <bdi>{name}</bdi>
                </span>
              ))}
              . {m.splitter_duplicates_fix()}
            </p>
          </div>
        )}

        {/* Phones: the answer first once there is one; wide screens: the answer beside the ledger. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="grid min-w-0 gap-6 lg:row-span-2">
            <Panel title={m.splitter_trip()} titleId="trip-heading">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id="trip-name"
                  label={m.splitter_trip_name()}
                  placeholder={m.splitter_trip_name_placeholder()}
                  value={ledger.name ?? ""}
                  maxLength={limits.nameLength}
                  autoComplete="off"
                  error={nameError}
                  onChange={(event) => {
                    const name = event.target.value;
                    // A pasted control character is refused, as in a person's name; the name stays as it was.
                    const problem = textCharactersProblem(name, t);
                    setNameError(problem);
                    if (problem) return;
                    update(({ name: _old, ...rest }) => (name.trim() === "" ? rest : { ...rest, name }));
                  }}
                />
                <SelectField
                  id="trip-currency"
                  label={m.splitter_trip_currency()}
                  value={ledger.currency}
                  error={currencyError}
                  hint={m.splitter_trip_currency_hint()}
                  onChange={(event) => {
                    const result = changeCurrency(ledger, event.target.value, t);
                    setCurrencyError(result.ok ? null : result.error);
                    if (result.ok) set(result.ledger);
                  }}
                >
                  {currencyOptions([ledger.currency]).map((code) => (
                    <option key={code} value={code}>
                      {currencyLabel(code, locale)}
                    </option>
                  ))}
                </SelectField>
              </div>
            </Panel>

            <PeoplePanel ledger={core} onChange={setCore} announce={setAnnouncement} />

            <section
              aria-labelledby="expenses-heading"
              className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
            >
              <h2
                id="expenses-heading"
                tabIndex={-1}
                className="text-lg font-extrabold tracking-tight outline-none sm:text-xl"
              >
                {m.splitter_expenses()}
              </h2>
              <div className="mt-4">
                <ExpenseList
                  people={people}
                  expenses={expenses}
                  currency={currency}
                  editing={editing}
                  onEdit={setEditing}
                  onDelete={deleteExpense}
                />
              </div>
              <div className={ledger.expenses.length > 0 ? "mt-6 border-t border-line pt-5" : ""}>
                {ledger.people.length === 0 ? (
                  <p className="text-ink-soft">{m.splitter_people_first()}</p>
                ) : (
                  <ExpenseForm
                    key={`${editing ?? "new"}-${ledger.people.length}-${ledger.currency}`}
                    ledger={core}
                    editing={editing}
                    onSave={saveExpense}
                    onCancel={cancelEdit}
                    announce={setAnnouncement}
                  />
                )}
              </div>
            </section>
          </div>

          <div
            className={cn(
              "min-w-0 lg:col-start-2 lg:row-start-1",
              ledger.expenses.length > 0 && "order-first lg:order-none",
            )}
          >
            <SettleUp ledger={settled} payments={plan.payments} exact={plan.exact} onPaid={markPaid} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-start-2">
            <SharePanel
              ledger={ledger}
              plan={settled === core ? plan : null}
              fragment={store.fragment}
              encodeNow={store.encodeNow}
              saving={store.saving}
              onStartOver={store.startOver}
            />
          </div>
        </div>

        {settled.people.length > 0 && settled.expenses.length > 0 && <Balances ledger={settled} summary={summary} />}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}
