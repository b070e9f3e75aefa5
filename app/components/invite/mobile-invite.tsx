import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/container";
import { Spinner } from "~/components/ui/spinner";
import { StoreBadge } from "~/components/ui/store-badge";
import { siteConfig } from "~/config/site";
import { appLinkFor, buildInviteUrl, storeLinkFor, type Phone } from "~/lib/invite-links";
import { openUrl } from "~/lib/open-app";
import type { InAppBrowser } from "~/lib/platform";
import { InAppBrowserHint } from "./in-app-browser-hint";
import { InviteColumn, InviteIntro } from "./invite-intro";
import { useAppOpenAttempt } from "./use-app-open-attempt";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { localizePath } from "~/lib/locale";

interface MobileInviteProps {
  token: string;
  platform: Phone;
  inApp: InAppBrowser | null;
}

/**
 * iPhone, iPad and Android: try the app, then offer 'Join The Trip' and the
 * one store that fits. In-app browsers (Instagram, Gmail...) block or
 * mishandle scripted app launches, and a launch nobody tapped for can leave
 * an error page there, so they get the fallback at once, under the hint on
 * how to reach the real browser.
 */
export function MobileInvite({ token, platform, inApp }: MobileInviteProps) {
  const phase = useAppOpenAttempt(platform, token, inApp === null);
  const checking = phase === "checking";
  const locale = useLocale();
  return (
    <InviteColumn>
      <InviteIntro>{m.invite_mobile_intro({ name: siteConfig.name }, { locale })}</InviteIntro>
      {inApp && (
        <InAppBrowserHint
          app={inApp}
          platform={platform}
          url={buildInviteUrl(token, localizePath("/invite", locale))}
        />
      )}
      <Card className="mt-8 text-center sm:p-8">
        <div role="status">
          {checking ? (
            <p className="flex items-center justify-center gap-3 py-6 text-lg font-semibold">
              <Spinner className="text-brand-strong" />
              {m.invite_checking({ name: siteConfig.name }, { locale })}
            </p>
          ) : (
            <p className="sr-only">{m.invite_status({}, { locale })}</p>
          )}
        </div>
        {!checking && <Fallback platform={platform} token={token} />}
      </Card>
    </InviteColumn>
  );
}

/** After the app check: Join The Trip and the one store that fits (also a template of the static site's invite page). */
export function Fallback({ platform, token }: { platform: Phone; token: string }) {
  const store = storeLinkFor(platform, token);
  const locale = useLocale();
  return (
    <>
      <h2 className="text-2xl font-extrabold tracking-tight">
        {m.invite_have_app({ name: siteConfig.name }, { locale })}
      </h2>
      <p className="mt-2 leading-relaxed text-ink-soft">{m.invite_tap_below({}, { locale })}</p>
      <Button size="lg" className="mt-6 w-full" onClick={() => openUrl(appLinkFor(platform, token))}>
        {m.invite_join({}, { locale })}
      </Button>
      <div className="my-7 flex items-center gap-4 text-sm font-semibold text-ink-faint">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {m.invite_or_download({}, { locale })}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
      <StoreBadge store={platform} href={store.href} tapHref={store.tap} className="mx-auto" />
      <p className="mt-5 text-sm leading-relaxed text-ink-faint">{m.invite_free_note({}, { locale })}</p>
    </>
  );
}
