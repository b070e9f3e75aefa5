/**
 * Where the ledger lives: in memory, in this browser's storage (through the
 * safe storage helper, so blocked storage only means no saving), and in a
 * shared link's fragment, which is read once when the page opens (or when
 * the fragment changes) and then taken out of the address bar.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { Ledger } from "~/lib/splitter/ledger";
import { decodeLedger, encodeLedger } from "~/lib/splitter/link";
import type { SplitterText } from "~/lib/splitter/text";
import { readStorage, removeStorage, writeStorage } from "~/lib/safe-storage";
import { defaultCurrencies } from "./currencies";
import { emptyLedger, isEmptyLedger } from "./ledger-edits";

/** How long typing the trip name must pause before the ledger is encoded and stored again (ms). */
const nameTypingPause = 250;

/** The one storage key of the splitter (issue 26). */
export const storageKey = "wayfellow_trip_cost_splitter";

/**
 * Whether a fragment claims to be a ledger: "v1.…", "v2.…", and also what
 * only looks like one ("V1.…", "v1…" without its point, a cut "v1", or a long
 * run of base64url that lost its prefix), which the reader then calls
 * damaged (issue 33). The id of an element on the page ("how-it-works",
 * any heading) is an in-page anchor and is left to the browser.
 */
export function isLedgerFragment(
  fragment: string,
  isAnchor: (id: string) => boolean = (id) => document.getElementById(id) !== null,
): boolean {
  if (fragment === "") return false;
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // Not percent-encoded text: no element has it as an id either.
  }
  if (isAnchor(id)) return false;
  return /^v\d/i.test(fragment) || /^[A-Za-z0-9_.-]{24,}$/.test(fragment);
}

export type Phase =
  | { kind: "loading" }
  | { kind: "ready" }
  /** A shared link that cannot be read: nothing of it is shown. */
  | { kind: "link-error"; message: string; hasSaved: boolean };

export interface LedgerStore {
  ledger: Ledger;
  phase: Phase;
  /** The ledger as a link fragment ("v1.…"), null until encoded; while the trip name is typed, a moment behind. */
  fragment: string | null;
  /** The fragment of the ledger as it is now (for Copy link). */
  encodeNow: () => Promise<string>;
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

async function readSaved(t: SplitterText): Promise<Ledger | null> {
  const saved = readStorage("localStorage", storageKey);
  if (!saved) return null;
  const result = await decodeLedger(saved, t);
  return result.ok ? result.ledger : null;
}

/**
 * Whether this browser really keeps what is written: where site data is
 * blocked, the storage guard (app/lib/storage-guard.ts) puts a
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
  // The history entry keeps its state; only the fragment goes from the address.
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
}

/**
 * The ledger of the page; a broken link's message is in the page's language (`t`), and a new
 * ledger starts in that language's usual currency (USD on the English page, EUR on the German one).
 */
export function useLedgerStore(t: SplitterText): LedgerStore {
  const { locale } = t;
  const [ledger, setLedger] = useState<Ledger>(() => emptyLedger(defaultCurrencies[locale]));
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [fragment, setFragment] = useState<string | null>(null);
  const [saving, setSaving] = useState(true);
  const [opened, setOpened] = useState<{ replaced: Ledger | null } | null>(null);
  const written = useRef(0);
  const latest = useRef(ledger);
  const encodedOnce = useRef<Ledger | null>(null);

  useEffect(() => {
    let current = true;
    async function open() {
      const hash = window.location.hash.slice(1);
      if (isLedgerFragment(hash)) {
        const [result, saved] = await Promise.all([decodeLedger(hash, t), readSaved(t)]);
        if (!current) return;
        if (!result.ok) {
          setPhase({ kind: "link-error", message: result.message, hasSaved: saved !== null });
          return;
        }
        const different = saved && JSON.stringify(saved) !== JSON.stringify(result.ledger);
        // A transition: React may pause between components while it renders a large ledger (issue 33).
        startTransition(() => {
          setLedger(result.ledger);
          setOpened({ replaced: different ? saved : null });
          setPhase({ kind: "ready" });
        });
        dropFragment();
        return;
      }
      const saved = await readSaved(t);
      if (!current) return;
      startTransition(() => {
        if (saved) setLedger(saved);
        setPhase({ kind: "ready" });
      });
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
  }, [t]);

  // Every change is encoded once: the same text is the link and what this browser stores. While only
  // the trip name changes (typing it), encoding waits for a pause, off the keystrokes (issue 33).
  useEffect(() => {
    latest.current = ledger;
    if (phase.kind !== "ready") return;
    const attempt = ++written.current;
    const previous = encodedOnce.current;
    encodedOnce.current = ledger;
    const run = () =>
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
    const nameOnly =
      previous !== null &&
      previous.name !== ledger.name &&
      previous.people === ledger.people &&
      previous.expenses === ledger.expenses &&
      previous.currency === ledger.currency;
    if (!nameOnly) {
      run();
      return;
    }
    const timer = setTimeout(run, nameTypingPause);
    return () => clearTimeout(timer);
  }, [ledger, phase.kind]);

  const encodeNow = useCallback(() => encodeLedger(latest.current), []);

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
    void readSaved(t).then((saved) => {
      setLedger(saved ?? emptyLedger(defaultCurrencies[locale]));
      setPhase({ kind: "ready" });
    });
  }, [t, locale]);

  const dismissOpened = useCallback(() => setOpened(null), []);

  return {
    ledger,
    phase,
    fragment,
    encodeNow,
    saving,
    opened,
    update,
    startOver,
    restoreReplaced,
    leaveLinkError,
    dismissOpened,
  };
}
