import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/container";
import { Spinner } from "~/components/ui/spinner";
import { StoreBadge } from "~/components/ui/store-badge";
import { siteConfig } from "~/config/site";
import type { Phone } from "~/lib/invite-links";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { InviteColumn, InviteIntro } from "./invite-intro";

/**
 * iPhone, iPad and Android while the app is tried (spec §4): the intro and a
 * status saying the app is being checked for. The page's script
 * (src/islands/invite.ts) tries the deep link, then replaces the status with
 * Fallback; in-app browsers (Instagram, Gmail...), which block or mishandle
 * scripted app launches, get the fallback at once, under InAppBrowserHint.
 */
export function MobileInvite() {
  const locale = useLocale();
  return (
    <InviteColumn>
      <InviteIntro>{m.invite_mobile_intro({ name: siteConfig.name }, { locale })}</InviteIntro>
      <Card className="mt-8 text-center sm:p-8">
        <div role="status">
          <p className="flex items-center justify-center gap-3 py-6 text-lg font-semibold">
            <Spinner className="text-brand-strong" />
            {m.invite_checking({ name: siteConfig.name }, { locale })}
          </p>
        </div>
      </Card>
    </InviteColumn>
  );
}

/**
 * After the app check: Join The Trip and the one store that fits. The script
 * opens the app from the button, and a tap on Google Play's badge carries the
 * token in Play's referrer; the badge's own address is the plain listing.
 */
export function Fallback({ platform }: { platform: Phone }) {
  const locale = useLocale();
  return (
    <>
      <h2 className="text-2xl font-extrabold tracking-tight">
        {m.invite_have_app({ name: siteConfig.name }, { locale })}
      </h2>
      <p className="mt-2 leading-relaxed text-ink-soft">{m.invite_tap_below({}, { locale })}</p>
      <Button size="lg" className="mt-6 w-full">
        {m.invite_join({}, { locale })}
      </Button>
      <div className="my-7 flex items-center gap-4 text-sm font-semibold text-ink-faint">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {m.invite_or_download({}, { locale })}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
      <StoreBadge store={platform} className="mx-auto" />
      <p className="mt-5 text-sm leading-relaxed text-ink-faint">{m.invite_free_note({}, { locale })}</p>
    </>
  );
}
