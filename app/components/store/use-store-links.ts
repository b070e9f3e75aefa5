import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "~/config/site";
import { getShareableSource, subscribeConsent } from "~/lib/analytics";
import type { TrafficSource } from "~/lib/analytics/labels";
import { storeLinks, type StoreLinkConfig, type StoreLinks } from "~/lib/store-links";
import { campaignFromSearch } from "~/lib/tracking";
import { useHydrated } from "~/lib/use-hydrated";

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
 * Store URLs carrying a campaign (app/lib/store-links.ts): the one in the
 * page's address when an in-site link brought the visitor here with utm
 * values (a guide's call to action to /download), else the visit's source as
 * far as consent allows, which such links never overwrite. The prerendered
 * HTML has the plain listings; the campaign is added after hydration.
 */
export function useStoreLinks(): StoreLinks {
  const source = useShareableSource();
  const { search } = useLocation();
  const hydrated = useHydrated();
  return useMemo(
    () => storeLinks(storeLinkConfig, (hydrated && campaignFromSearch(search)) || source),
    [source, search, hydrated],
  );
}
