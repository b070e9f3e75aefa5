import { useMemo, useSyncExternalStore } from "react";
import { siteConfig } from "~/config/site";
import { getShareableSource, subscribeConsent } from "~/lib/analytics";
import type { TrafficSource } from "~/lib/analytics/labels";
import { storeLinks, type StoreLinkConfig, type StoreLinks } from "~/lib/store-links";

export const storeLinkConfig: StoreLinkConfig = {
  appStoreUrl: siteConfig.ios.appStoreUrl,
  providerToken: siteConfig.ios.providerToken,
  playStoreUrl: siteConfig.android.playStoreUrl,
};

/**
 * The source the links may carry once hydrated: before Accept only the
 * landing address's own campaign labels, after it the visit's record
 * (decisions.md, "What travels before consent"). Follows the consent choice.
 */
function useShareableSource(): TrafficSource | null {
  return useSyncExternalStore(subscribeConsent, getShareableSource, () => null);
}

/**
 * Store URLs (app/lib/store-links.ts), as the prerendered HTML has them: the plain listings. The
 * campaign (the page address's utm values, else the visit's source as far as consent allows) is
 * the page script's to add (src/scripts/home/store-links.ts).
 */
export function useStoreLinks(): StoreLinks {
  const source = useShareableSource();
  return useMemo(() => storeLinks(storeLinkConfig, source), [source]);
}
