import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "~/config/site";
import { getTrafficSource } from "~/lib/analytics";
import type { TrafficSource } from "~/lib/analytics/attribution";
import { storeLinks, type StoreLinkConfig, type StoreLinks } from "~/lib/store-links";
import { campaignFromSearch } from "~/lib/tracking";

export const storeLinkConfig: StoreLinkConfig = {
  appStoreUrl: siteConfig.ios.appStoreUrl,
  providerToken: siteConfig.ios.providerToken,
  playStoreUrl: siteConfig.android.playStoreUrl,
};

const subscribe = () => () => {};

/** The visit's traffic source once hydrated (the record is fixed for the page's life). */
function useTrafficSource(): TrafficSource | null {
  return useSyncExternalStore(subscribe, getTrafficSource, () => null);
}

/**
 * Store URLs carrying a campaign (app/lib/store-links.ts): the one in the
 * page's address when an in-site link brought the visitor here with utm
 * values (a guide's call to action to /download), else the visit's stored
 * source, which such links never overwrite. The prerendered HTML has the
 * plain listings; the campaign is added after hydration.
 */
export function useStoreLinks(): StoreLinks {
  const source = useTrafficSource();
  const { search } = useLocation();
  const hydrated = source !== null;
  return useMemo(
    () => storeLinks(storeLinkConfig, (hydrated && campaignFromSearch(search)) || source),
    [source, search, hydrated],
  );
}
