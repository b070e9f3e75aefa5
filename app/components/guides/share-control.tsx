import { Check, Link2, MessageCircle, Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { absoluteUrl } from "~/config/site";
import { track } from "~/lib/analytics";
import { copyText } from "~/lib/clipboard";
import { focusOnMount } from "~/lib/focus";
import { ExternalLink } from "~/components/ui/external-link";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The address a share passes on: the canonical URL, marked as a share. */
export function shareUrl(path: string): string {
  return `${absoluteUrl(path)}?utm_source=share`;
}

/**
 * 'Send this guide to your group' (decisions.md, "Sharing"): the phone's
 * share sheet where the browser has one, otherwise copy-link and WhatsApp.
 * Each share is measured through the consent-gated analytics.
 */
export function ShareControl({ title, path, kind }: { title: string; path: string; kind: "guide" | "article" }) {
  const locale = useLocale();
  const [fallback, setFallback] = useState(false);
  const [copied, setCopied] = useState(false);
  const url = shareUrl(path);
  const measure = (method: string) => track("share", { method, content_type: kind, item_id: path });

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        measure("share_sheet");
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setFallback(true);
  }

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      measure("copy_link");
    }
  }

  return (
    <div className="not-prose rounded-card border border-line bg-sand/60 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6">
      <p className="font-semibold text-ink">{m.share_prompt({}, { locale })}</p>
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-0 sm:shrink-0">
        {!fallback ? (
          <Button variant="secondary" size="sm" onClick={() => void share()} data-share-button="">
            <Share2 aria-hidden="true" className="size-4" />
            {m.share_button({}, { locale })}
          </Button>
        ) : (
          <>
            <Button ref={focusOnMount} variant="secondary" size="sm" onClick={() => void copy()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Link2 aria-hidden="true" className="size-4" />
              )}
              {copied ? m.share_copied({}, { locale }) : m.share_copy({}, { locale })}
            </Button>
            <ExternalLink
              href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
              onClick={() => measure("whatsapp")}
              className="inline-flex h-10 items-center gap-2 rounded-pill bg-[#0e7a3c] px-4 text-sm font-semibold text-white hover:bg-[#0b6431]"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {m.share_whatsapp({}, { locale })}
            </ExternalLink>
          </>
        )}
        <p role="status" className="sr-only" data-share-status="">
          {copied ? m.share_copied({}, { locale }) : ""}
        </p>
      </div>
    </div>
  );
}
