import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { trackInviteOpened } from "~/lib/analytics";
import { buildInviteUrl, readInviteToken, smartAppBannerContent } from "~/lib/invite-links";
import { localeOfPath, localizePath } from "~/lib/locale";
import { detectInAppBrowser, detectPlatform, type InAppBrowser, type Platform } from "~/lib/platform";
import { useHydrated } from "~/lib/use-hydrated";

export interface InviteVisit {
  /** The invite token, or null when the link has none or an unusable one. */
  token: string | null;
  platform: Platform;
  inApp: InAppBrowser | null;
}

/**
 * Who opened which invite. Null while prerendering and hydrating: the static
 * HTML is built without a query string or a device, so the first render must
 * not depend on them (no hydration mismatch); the real state follows at once.
 */
export function useInviteVisit(): InviteVisit | null {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  if (!hydrated) return null;
  return {
    token: readInviteToken(search),
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    inApp: detectInAppBrowser(navigator.userAgent),
  };
}

/** Sends user_opened_invite_link once per page view with a token (consent-gated by the analytics module). */
export function useInviteOpenedEvent(token: string | null | undefined) {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    trackInviteOpened();
  }, [token]);
}

/**
 * The prerendered Smart App Banner tag names the bare invite page; once the
 * token is known the app should receive the full invite link instead.
 */
export function useSmartAppBanner(token: string | null | undefined) {
  useEffect(() => {
    if (!token) return;
    document
      .querySelector('meta[name="apple-itunes-app"]')
      ?.setAttribute(
        "content",
        smartAppBannerContent(buildInviteUrl(token, localizePath("/invite", localeOfPath(window.location.pathname)))),
      );
  }, [token]);
}
