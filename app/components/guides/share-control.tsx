import { Check, Link2, MessageCircle, Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { absoluteUrl } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The address a share passes on: the canonical URL, marked as a share. */
export function shareUrl(path: string): string {
  return `${absoluteUrl(path)}?utm_source=share`;
}

/**
 * 'Send this guide to your group' (decisions.md, "Sharing"): the share button, and a status line
 * that says "Link copied" once the link is copied. Rendered at build; the page's script
 * (src/components/guides/share-control.ts) opens the phone's share sheet where the browser has
 * one, else swaps in ShareFallback, and measures each share through the consent-gated analytics.
 */
export function ShareControl() {
  const locale = useLocale();
  return (
    <div className="not-prose rounded-card border border-line bg-sand/60 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6">
      <p className="font-semibold text-ink">{m.share_prompt({}, { locale })}</p>
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-0 sm:shrink-0">
        <Button variant="secondary" size="sm" data-share-button="">
          <Share2 aria-hidden="true" className="size-4" />
          {m.share_button({}, { locale })}
        </Button>
        <p role="status" className="sr-only" data-share-status=""></p>
      </div>
    </div>
  );
}

/**
 * The share button's fallback where the browser has no share sheet: copy link and WhatsApp. The
 * copy button carries both of its icons (one `hidden` by class) and its "Link copied" label for
 * the script to switch to once it has copied.
 */
export function ShareFallback({ title, url }: { title: string; url: string }) {
  const locale = useLocale();
  return (
    <>
      <Button variant="secondary" size="sm" data-share-copy="" data-copied-label={m.share_copied({}, { locale })}>
        <Link2 aria-hidden="true" className="size-4" data-share-icon="copy" />
        <Check aria-hidden="true" className="hidden size-4" data-share-icon="copied" />
        <span data-share-label="">{m.share_copy({}, { locale })}</span>
      </Button>
      <ExternalLink
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        data-share-whatsapp=""
        className="inline-flex h-10 items-center gap-2 rounded-pill bg-[#0e7a3c] px-4 text-sm font-semibold text-white hover:bg-[#0b6431]"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {m.share_whatsapp({}, { locale })}
      </ExternalLink>
    </>
  );
}
