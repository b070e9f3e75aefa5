import { useEffect, useState } from "react";
import { timings } from "~/config/constants";
import { buildDeepLink, type Phone } from "~/lib/invite-links";
import { openInHiddenFrame, openUrl } from "~/lib/open-app";

export type AttemptPhase = "checking" | "fallback";

/**
 * Tries to open the app once with the custom-scheme deep link, as spec §4
 * describes (iOS: a hidden frame removed after 100 ms; Android: navigating
 * the page; an unanswered scheme leaves the page as it is), then offers the
 * fallback after 2 s, whether or not the page
 * was hidden meanwhile: a visitor who comes back from the app can rejoin.
 * With `automatic` false nothing is tried and the fallback shows at once.
 */
export function useAppOpenAttempt(platform: Phone, token: string, automatic: boolean): AttemptPhase {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!automatic) return;
    const link = buildDeepLink(token);
    let removeFrame: (() => void) | undefined;
    if (platform === "ios") removeFrame = openInHiddenFrame(link, timings.inviteFrameRemovalMs);
    else openUrl(link);
    const timer = window.setTimeout(() => setTimedOut(true), timings.inviteFallbackMs);
    return () => {
      window.clearTimeout(timer);
      removeFrame?.();
    };
  }, [platform, token, automatic]);
  return automatic && !timedOut ? "checking" : "fallback";
}
