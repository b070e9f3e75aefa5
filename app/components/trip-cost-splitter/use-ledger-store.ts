/**
 * Where the ledger lives: in memory, in this browser's storage (through the
 * safe storage helper, so blocked storage only means no saving), and in a
 * shared link's fragment, which is read once when the page opens (or when
 * the fragment changes) and then taken out of the address bar.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Ledger } from "~/lib/splitter/ledger";
import { decodeLedger, encodeLedger } from "~/lib/splitter/link";
import { readStorage, removeStorage, writeStorage } from "~/lib/safe-storage";
import { emptyLedger, isEmptyLedger } from "./ledger-edits";

/** The one storage key of the splitter (issue 26). */
export const storageKey = "wayfellow_trip_cost_splitter";

/** A fragment that claims to be a ledger ("v1.…", "v2.…", a cut "v1"); other fragments are page anchors. */
export function isLedgerFragment(fragment: string): boolean {
  return /^v\d+(\.|$)/.test(fragment);
}

export type Phase =
  | { kind: "loading" }
  | { kind: "ready" }
  /** A shared link that cannot be read: nothing of it is shown. */
  | { kind: "link-error"; message: string; hasSaved: boolean };

export interface LedgerStore {
  ledger: Ledger;
  phase: Phase;
  /** The ledger as a link fragment ("v1.…"), null until encoded. */
  fragment: string | null;
  /** False when this browser refuses to store it. */
  saving: boolean;
  /** Set after a shared link opened: the different ledger it replaced here, if any. */
  opened: { replaced: Ledger | null } | null;
  update: (change: (ledger: Ledger) => Ledger) => void;
  startOver: () => void;
  restoreReplaced: () => void;
  /** After a broken link: open the saved ledger, or an empty one. */
  leaveLinkError: () => void;
  dismissOpened: () => void;
}

async function readSaved(): Promise<Ledger | null> {
  const saved = readStorage("localStorage", storageKey);
  if (!saved) return null;
  const result = await decodeLedger(saved);
  return result.ok ? result.ledger : null;
}

/**
 * Whether this browser really keeps what is written: where site data is
 * blocked, the head's storage guard (app/lib/storage-guard.ts) puts a
 * memory-only stand-in in place of localStorage, which is not a Storage.
 */
function storageLasts(): boolean {
  try {
    return window.localStorage instanceof Storage;
  } catch {
    return false;
  }
}

function dropFragment() {
  const { pathname, search } = window.location;
  // The router's own state stays, so back and forward keep working.
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
}

export function useLedgerStore(): LedgerStore {
  const [ledger, setLedger] = useState<Ledger>(() => emptyLedger());
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [fragment, setFragment] = useState<string | null>(null);
  const [saving, setSaving] = useState(true);
  const [opened, setOpened] = useState<{ replaced: Ledger | null } | null>(null);
  const written = useRef(0);

  useEffect(() => {
    let current = true;
    async function open() {
      const hash = window.location.hash.slice(1);
      if (isLedgerFragment(hash)) {
        const [result, saved] = await Promise.all([decodeLedger(hash), readSaved()]);
        if (!current) return;
        if (!result.ok) {
          setPhase({ kind: "link-error", message: result.message, hasSaved: saved !== null });
          return;
        }
        const different = saved && JSON.stringify(saved) !== JSON.stringify(result.ledger);
        setLedger(result.ledger);
        setOpened({ replaced: different ? saved : null });
        setPhase({ kind: "ready" });
        dropFragment();
        return;
      }
      const saved = await readSaved();
      if (!current) return;
      if (saved) setLedger(saved);
      setPhase({ kind: "ready" });
    }
    void open();
    // A link pasted into the address bar of this page changes only the fragment.
    const onHashChange = () => {
      if (isLedgerFragment(window.location.hash.slice(1))) void open();
    };
    window.addEventListener("hashchange", onHashChange);
    return () => {
      current = false;
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);

  // Every change is encoded once: the same text is the link and what this browser stores.
  useEffect(() => {
    if (phase.kind !== "ready") return;
    const attempt = ++written.current;
    void encodeLedger(ledger).then((encoded) => {
      if (attempt !== written.current) return;
      setFragment(encoded);
      if (isEmptyLedger(ledger)) {
        removeStorage("localStorage", storageKey);
        setSaving(true);
      } else {
        setSaving(writeStorage("localStorage", storageKey, encoded) && storageLasts());
      }
    });
  }, [ledger, phase.kind]);

  const update = useCallback((change: (ledger: Ledger) => Ledger) => setLedger((old) => change(old)), []);

  const startOver = useCallback(() => {
    removeStorage("localStorage", storageKey);
    setOpened(null);
    setLedger((old) => emptyLedger(old.currency));
  }, []);

  const restoreReplaced = useCallback(() => {
    if (opened?.replaced) setLedger(opened.replaced);
    setOpened(null);
  }, [opened]);

  const leaveLinkError = useCallback(() => {
    dropFragment();
    void readSaved().then((saved) => {
      setLedger(saved ?? emptyLedger());
      setPhase({ kind: "ready" });
    });
  }, []);

  const dismissOpened = useCallback(() => setOpened(null), []);

  return { ledger, phase, fragment, saving, opened, update, startOver, restoreReplaced, leaveLinkError, dismissOpened };
}
