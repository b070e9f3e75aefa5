import { Check, Link2, MessageCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The share control's fallback where the browser has no share sheet (decisions.md, "Sharing"):
 * copy link and WhatsApp, as app/components/guides/share-control.tsx shows them. Rendered at build
 * into a template that the script (share-control.ts) swaps in for the share button. The copy
 * button carries both of its icons (one `hidden` by class) and says "Link copied" once the script
 * has copied.
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
