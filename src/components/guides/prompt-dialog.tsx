import { X } from "lucide-react";
import { DownloadButton } from "~/components/layout/download-button";
import type { PromptFlag } from "~/config/constants";
import { PageCampaignContext } from "~/lib/page-campaign";
import type { Campaign } from "~/lib/tracking";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The once-per-session download prompt's dialog, prerendered closed (a closed dialog is neither
 * shown nor read) for the script (session-prompt.ts) to open as a modal. Its download button leads to /download with the page's
 * campaign: the context is provided here, since a context never crosses from the page's other
 * React trees into this one.
 */
export function PromptDialog({ flag, message, campaign }: { flag: PromptFlag; message: string; campaign: Campaign }) {
  const locale = useLocale();
  return (
    <PageCampaignContext value={campaign}>
      <dialog
        aria-labelledby={`${flag}-prompt-title`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-0 text-ink shadow-lift backdrop:bg-night/60"
      >
        <div className="relative p-6 sm:p-7">
          <button
            type="button"
            data-prompt-close=""
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-sand"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{m.prompt_close({}, { locale })}</span>
          </button>
          <h2 id={`${flag}-prompt-title`} className="pr-10 text-xl font-extrabold tracking-tight">
            {m.prompt_title({}, { locale })}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-soft">{message}</p>
          <DownloadButton className="mt-5 w-full">{m.prompt_button({}, { locale })}</DownloadButton>
        </div>
      </dialog>
    </PageCampaignContext>
  );
}
