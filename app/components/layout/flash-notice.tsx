// Icons by path, not through lucide-react's index: the shell chunk takes what the shell imports (scripts/chunk-groups.mjs).
import CircleCheck from "lucide-react/icons/circle-check";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { useLocation } from "react-router";
import { IconButton } from "~/components/ui/button";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

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
  const locale = useLocale();
  const visible = notice !== null && dismissedKey !== location.key;
  return (
    <div role="status" className="container-page">
      {visible && (
        <div className="my-4 flex items-start gap-3 rounded-card border border-success/25 bg-[#ecfdf3] p-4 shadow-card sm:items-center sm:p-5">
          <CircleCheck size={24} strokeWidth={2.2} className="mt-0.5 shrink-0 text-success sm:mt-0" />
          <p className="flex-1 leading-relaxed text-ink">{notice}</p>
          <IconButton
            label={m.flash_dismiss({}, { locale })}
            onClick={() => setDismissedKey(location.key)}
            className="-m-1 text-ink-soft hover:bg-white/70 hover:text-ink"
          >
            <X size={18} strokeWidth={2.4} />
          </IconButton>
        </div>
      )}
    </div>
  );
}
