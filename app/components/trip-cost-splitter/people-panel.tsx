import { Pencil, Trash2, UserPlus } from "lucide-react";
import { memo, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { limits, type Ledger } from "~/lib/splitter/ledger";
import { FieldError, Panel, TextField, describedBy, inputClasses } from "./fields";
import { addPerson, removePerson, renamePerson } from "./ledger-edits";
import { slot, withSlots } from "./slots";
import { useSplitterText } from "./text-context";

const smallButton =
  "inline-flex h-9 items-center gap-1.5 rounded-pill px-3 text-sm font-semibold text-ink-soft transition-colors hover:bg-sand hover:text-ink";

/** Who came: add, rename and remove people (one who is in an expense cannot be removed). */
export const PeoplePanel = memo(function PeoplePanel({
  ledger,
  onChange,
  announce,
}: {
  ledger: Ledger;
  onChange: (ledger: Ledger) => void;
  announce: (message: string) => void;
}) {
  const t = useSplitterText();
  const { m } = t;
  const [name, setName] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ index: number; name: string; error: string | null } | null>(null);
  const [refusal, setRefusal] = useState<{ index: number; message: string } | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const full = ledger.people.length >= limits.people;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = addPerson(ledger, name, t);
    if (!result.ok) {
      setAddError(result.error);
      // Focus that moves to the field reads its error out; focus already there hears it here.
      if (document.activeElement === nameField.current) announce(result.error);
      nameField.current?.focus();
      return;
    }
    onChange(result.ledger);
    announce(m.splitter_added({ name: result.ledger.people.at(-1) ?? "" }));
    setName("");
    setAddError(null);
    setRefusal(null);
    nameField.current?.focus();
  }

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const result = renamePerson(ledger, editing.index, editing.name, t);
    if (!result.ok) {
      setEditing({ ...editing, error: result.error });
      announce(result.error);
      return;
    }
    onChange(result.ledger);
    announce(m.splitter_renamed({ name: result.ledger.people[editing.index] ?? "" }));
    setEditing(null);
  }

  function remove(index: number) {
    const result = removePerson(ledger, index, t);
    if (!result.ok) {
      setRefusal({ index, message: result.error });
      announce(result.error);
      return;
    }
    announce(m.splitter_removed({ name: ledger.people[index] ?? "" }));
    setRefusal(null);
    onChange(result.ledger);
  }

  return (
    <Panel title={m.splitter_people()} titleId="people-heading">
      {ledger.people.length > 0 ? (
        <ul aria-labelledby="people-heading" className="divide-y divide-line rounded-2xl border border-line">
          {ledger.people.map((person, index) => {
            const refusalId = `person-${index}-refusal`;
            return (
              <li key={`${index}-${person}`} className="px-3 py-2 sm:px-4">
                {editing?.index === index ? (
                  <form onSubmit={rename} className="flex flex-wrap items-start gap-2 py-1">
                    <div className="min-w-0 flex-1">
                      <label htmlFor="rename-person" className="sr-only">
                        {withSlots(m.splitter_new_name_for({ name: slot("name") }), { name: <bdi>{person}</bdi> })}
                      </label>
                      <input
                        id="rename-person"
                        value={editing.name}
                        maxLength={limits.nameLength}
                        autoComplete="off"
                        autoFocus
                        onChange={(event) => setEditing({ ...editing, name: event.target.value, error: null })}
                        onKeyDown={(event) => {
                          if (event.key === "Escape") setEditing(null);
                        }}
                        aria-invalid={editing.error ? true : undefined}
                        aria-describedby={describedBy("rename-person", editing.error)}
                        className={inputClasses}
                      />
                      <FieldError id="rename-person" error={editing.error} />
                    </div>
                    <Button type="submit" size="sm" className="h-11">
                      {m.splitter_save()}
                    </Button>
                    <Button variant="ghost" size="sm" className="h-11" onClick={() => setEditing(null)}>
                      {m.splitter_cancel()}
                    </Button>
                  </form>
                ) : (
                  <>
                    <div className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-tint text-sm font-bold text-brand-deep"
                      >
                        {Array.from(person)[0]?.toLocaleUpperCase("en")}
                      </span>
                      <bdi className="min-w-0 flex-1 text-left font-semibold break-words">{person}</bdi>
                      <button
                        type="button"
                        className={smallButton}
                        onClick={() => {
                          setRefusal(null);
                          setEditing({ index, name: person, error: null });
                        }}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        <span className="sr-only sm:not-sr-only">{m.splitter_rename()}</span>
                        <span className="sr-only">
                          {" "}
                          <bdi>{person}</bdi>
                        </span>
                      </button>
                      <button
                        type="button"
                        className={smallButton}
                        aria-describedby={refusal?.index === index ? refusalId : undefined}
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        <span className="sr-only sm:not-sr-only">{m.splitter_remove()}</span>
                        <span className="sr-only">
                          {" "}
                          <bdi>{person}</bdi>
                        </span>
                      </button>
                    </div>
                    {refusal?.index === index && (
                      <p id={refusalId} className="mt-2 mb-1 rounded-xl bg-danger-tint p-3 text-sm text-danger">
                        {refusal.message}
                      </p>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-ink-soft">{m.splitter_people_empty()}</p>
      )}
      <form onSubmit={add} className="mt-4 flex items-start gap-2" noValidate>
        <TextField
          ref={nameField}
          id="person-name"
          label={m.splitter_name()}
          className="min-w-0 flex-1"
          value={name}
          maxLength={limits.nameLength}
          autoComplete="off"
          disabled={full}
          error={addError}
          hint={full ? m.splitter_people_limit({ count: limits.people }) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setAddError(null);
          }}
        />
        <Button type="submit" size="sm" className="mt-7 h-11" disabled={full}>
          <UserPlus aria-hidden="true" className="size-4" />
          {m.splitter_add_person()}
        </Button>
      </form>
    </Panel>
  );
});
