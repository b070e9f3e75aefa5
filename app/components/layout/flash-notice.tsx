import { useState } from "react";
import { useLocation } from "react-router";

/** Navigation state that asks the next page to show a notice: navigate("/", { state: flashState("...") }). */
export function flashState(notice: string) {
  return { notice };
}

function readNotice(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" && notice !== "" ? notice : null;
}

/**
 * A confirmation carried to the next page in the navigation state (e.g.
 * "your deletion request was sent" on home). The live region is always in
 * the layout, so the message is announced when it appears; it can be closed.
 */
export function FlashNotice() {
  const location = useLocation();
  const notice = readNotice(location.state);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const visible = notice !== null && dismissedKey !== location.key;
  return (
    <div role="status" className="container-page">
      {visible && (
        <div className="my-4 flex items-start gap-3 rounded-card border border-success/25 bg-[#ecfdf3] p-4 shadow-card sm:items-center sm:p-5">
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="mt-0.5 shrink-0 text-success sm:mt-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="9.5" strokeWidth="2" />
            <path d="m7.8 12.3 2.9 2.9 5.5-5.7" />
          </svg>
          <p className="flex-1 leading-relaxed text-ink">{notice}</p>
          <button
            type="button"
            onClick={() => setDismissedKey(location.key)}
            className="-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-white/70 hover:text-ink"
          >
            <span className="sr-only">Dismiss message</span>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
