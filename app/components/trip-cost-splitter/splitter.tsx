import { CircleAlert, Info, X } from "lucide-react";
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { limits, repaymentExpense, summarise, type Expense, type Ledger } from "~/lib/splitter/ledger";
import { textCharactersProblem } from "~/lib/splitter/schema";
import { settle, type Payment } from "~/lib/splitter/settle";
import { Balances } from "./balances";
import { currencyLabel, currencyOptions } from "./currencies";
import { ExpenseForm } from "./expense-form";
import { ExpenseList } from "./expense-list";
import { Panel, SelectField, TextField } from "./fields";
import { changeCurrency, duplicateNames } from "./ledger-edits";
import { PeoplePanel } from "./people-panel";
import { paymentText, SettleUp } from "./settle-up";
import { SharePanel } from "./share-panel";
import { useLedgerStore } from "./use-ledger-store";

/**
 * The calculator (issue 26): people, expenses, who pays whom, why, and
 * sharing by link. Everything happens in this browser.
 */
export function TripCostSplitter() {
  const store = useLedgerStore();
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
        setAnnouncement(`Added ${expense.what}.`);
      } else {
        const index = editing;
        update((old) => ({ ...old, expenses: old.expenses.map((item, i) => (i === index ? expense : item)) }));
        setAnnouncement(`Saved ${expense.what}.`);
        setEditing(null);
      }
    },
    [editing, update],
  );

  const cancelEdit = useCallback(() => setEditing(null), []);

  const deleteExpense = useCallback(
    (index: number) => {
      const expense = coreRef.current.expenses[index];
      update((old) => ({ ...old, expenses: old.expenses.filter((_, i) => i !== index) }));
      setEditing((current) => (current === index ? null : current !== null && current > index ? current - 1 : current));
      setAnnouncement(`Deleted ${expense?.repayment ? "the repayment" : (expense?.what ?? "the expense")}.`);
      document.getElementById("expenses-heading")?.focus();
    },
    [update],
  );

  const markPaid = useCallback(
    (payment: Payment) => {
      const current = coreRef.current;
      if (current.expenses.length >= limits.expenses) {
        setAnnouncement(`The ledger is full (${limits.expenses} expenses): delete one to record this payment.`);
        return;
      }
      const text = paymentText(payment, current);
      update((old) => ({ ...old, expenses: [...old.expenses, repaymentExpense(payment, old)] }));
      setAnnouncement(`Recorded: ${text.replace(" pays ", " paid ")}. It is in the expenses; delete it there to undo.`);
    },
    [update],
  );

  if (phase.kind === "link-error") {
    return (
      <div className="mt-10">
        <div role="alert" className="max-w-2xl rounded-card border border-danger/30 bg-danger-tint p-5 text-ink sm:p-6">
          <p className="flex items-center gap-2 text-lg font-bold text-danger">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            This link cannot be opened
          </p>
          <p className="mt-2 leading-relaxed">{phase.message}</p>
        </div>
        <Button variant="secondary" className="mt-4" onClick={store.leaveLinkError}>
          {phase.hasSaved ? "Open the ledger saved in this browser" : "Start a new ledger"}
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-10">
      <p className="hidden max-w-2xl rounded-card border border-line bg-sand p-5 leading-relaxed no-js:block">
        The calculator needs JavaScript, which is turned off or blocked in this browser. Turn it on and reload the page
        to split costs. How it works is explained below.
      </p>
      <div className="no-js:hidden" aria-busy={phase.kind === "loading" ? true : undefined}>
        {store.opened && (
          <div className="mb-6 flex max-w-3xl gap-3 rounded-card border border-lagoon/30 bg-lagoon-tint/50 p-4 sm:p-5">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />
            <div className="min-w-0 flex-1 text-ink">
              <p>
                <strong>You opened a shared ledger.</strong> It is saved in this browser now. Changes you make here do
                not change the link the others have: share a new link after you change something.
              </p>
              {store.opened.replaced && (
                <p className="mt-2">
                  It replaced the ledger you had here.{" "}
                  <button
                    type="button"
                    onClick={store.restoreReplaced}
                    className="font-semibold text-brand-strong underline underline-offset-2 hover:text-brand-deep"
                  >
                    Bring back my earlier ledger
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
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        )}

        {duplicates.length > 0 && (
          <div className="mb-6 flex max-w-3xl gap-3 rounded-card border border-brand/40 bg-brand-tint/60 p-4 text-ink sm:p-5">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-deep" />
            <p>
              <strong>Some names belong to more than one person:</strong>{" "}
              {duplicates.map((name, i) => (
                <span key={name}>
                  {i > 0 && ", "}
                  <bdi>{name}</bdi>
                </span>
              ))}
              . Rename one of them under People, so everyone can tell who pays whom.
            </p>
          </div>
        )}

        {/* Phones: the answer first once there is one; wide screens: the answer beside the ledger. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="grid min-w-0 gap-6 lg:row-span-2">
            <Panel title="Trip" titleId="trip-heading">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id="trip-name"
                  label="Trip name (optional)"
                  placeholder="Lisbon weekend"
                  value={ledger.name ?? ""}
                  maxLength={limits.nameLength}
                  autoComplete="off"
                  error={nameError}
                  onChange={(event) => {
                    const name = event.target.value;
                    // A pasted control character is refused, as in a person's name; the name stays as it was.
                    const problem = textCharactersProblem(name);
                    setNameError(problem);
                    if (problem) return;
                    update(({ name: _old, ...rest }) => (name.trim() === "" ? rest : { ...rest, name }));
                  }}
                />
                <SelectField
                  id="trip-currency"
                  label="Trip currency"
                  value={ledger.currency}
                  error={currencyError}
                  hint="Balances and payments are in this currency."
                  onChange={(event) => {
                    const result = changeCurrency(ledger, event.target.value);
                    setCurrencyError(result.ok ? null : result.error);
                    if (result.ok) set(result.ledger);
                  }}
                >
                  {currencyOptions([ledger.currency]).map((code) => (
                    <option key={code} value={code}>
                      {currencyLabel(code)}
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
                Expenses
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
                  <p className="text-ink-soft">Add the people first; then record what each of them paid for.</p>
                ) : (
                  <ExpenseForm
                    key={`${editing ?? "new"}-${ledger.people.length}-${ledger.currency}`}
                    ledger={core}
                    editing={editing}
                    onSave={saveExpense}
                    onCancel={cancelEdit}
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
