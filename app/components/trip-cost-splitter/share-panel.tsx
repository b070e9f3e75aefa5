import { Copy, Link2, RotateCcw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { copyText } from "~/lib/clipboard";
import type { Ledger } from "~/lib/splitter/ledger";
import { ledgerSummaryText } from "~/lib/splitter/link";
import { formatNumber } from "~/lib/splitter/money";
import type { Payment } from "~/lib/splitter/settle";
import { useSplitterText } from "./text-context";

/** Links longer than this get a warning: some messengers cut long links (issue 26). */
export const longLinkLength = 2000;

/** The page's address with the ledger in its fragment. */
export function ledgerLink(fragment: string): string {
  return `${window.location.origin}${window.location.pathname}#${fragment}`;
}

/** Copy link, Copy as text, whether this browser keeps the ledger, and Start over. */
export function SharePanel({
  ledger,
  plan,
  fragment,
  encodeNow,
  saving,
  onStartOver,
}: {
  ledger: Ledger;
  /** The payments already worked out for this ledger, if they are up to date. */
  plan: { payments: Payment[] } | null;
  fragment: string | null;
  /** The link fragment of the ledger as it is now (the fragment above may be a moment behind). */
  encodeNow: () => Promise<string>;
  saving: boolean;
  onStartOver: () => void;
}) {
  const t = useSplitterText();
  const { locale, m } = t;
  const [status, setStatus] = useState("");
  const [manual, setManual] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const link = fragment ? ledgerLink(fragment) : null;
  const long = link !== null && link.length > longLinkLength;

  async function copy(text: string, what: "link" | "text") {
    const done = await copyText(text);
    setManual(done ? null : text);
    setStatus(
      done ? (what === "link" ? m.splitter_link_copied() : m.splitter_text_copied()) : m.splitter_copy_failed(),
    );
  }

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="share-heading" className="text-lg font-extrabold tracking-tight sm:text-xl">
        {m.splitter_share_heading()}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{m.splitter_share_text()}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!link}
          onClick={() => void encodeNow().then((current) => copy(ledgerLink(current), "link"))}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {m.splitter_copy_link()}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copy(ledgerSummaryText(ledger, plan ?? undefined, t), "text")}
        >
          <Copy aria-hidden="true" className="size-4" />
          {m.splitter_copy_text()}
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-success empty:mt-0 empty:min-h-0">
        {status}
      </p>
      {manual && (
        <textarea
          readOnly
          aria-label={m.splitter_text_to_copy()}
          value={manual}
          rows={4}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-2 w-full rounded-xl border border-line bg-canvas p-2 font-mono text-xs break-all"
        />
      )}
      {long && link && (
        <p className="mt-3 flex gap-2 rounded-xl bg-brand-tint/70 p-3 text-sm text-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-deep" />
          <span>
            {m.splitter_long_link({
              length: formatNumber(link.length, locale),
              limit: formatNumber(longLinkLength, locale),
            })}
          </span>
        </p>
      )}
      <p className="mt-3 text-sm text-ink-faint">{saving ? m.splitter_saving() : m.splitter_not_saving()}</p>
      <div className="mt-4 border-t border-line pt-4">
        {confirming ? (
          <div role="group" aria-labelledby="start-over-question">
            <p id="start-over-question" className="text-sm font-semibold text-ink">
              {m.splitter_start_over_question()}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                className="bg-danger hover:bg-danger/85"
                onClick={() => {
                  setConfirming(false);
                  setStatus("");
                  onStartOver();
                }}
              >
                {m.splitter_delete_start_over()}
              </Button>
              <Button variant="secondary" size="sm" autoFocus onClick={() => setConfirming(false)}>
                {m.splitter_keep()}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="ghost" size="sm" className="-ml-3 text-ink-soft" onClick={() => setConfirming(true)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {m.splitter_start_over()}
          </Button>
        )}
      </div>
    </section>
  );
}
