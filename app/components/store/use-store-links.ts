import { useMemo, useSyncExternalStore } from "react";
import { siteConfig } from "~/config/site";
import { getTrafficSource } from "~/lib/analytics";
import type { TrafficSource } from "~/lib/analytics/attribution";
import { storeLinks, type StoreLinkConfig, type StoreLinks } from "~/lib/store-links";

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
 * Store URLs carrying the visit's campaign source (app/lib/store-links.ts).
 * The prerendered HTML has the plain listings; the campaign is added after
 * hydration.
 */
export function useStoreLinks(): StoreLinks {
  const source = useTrafficSource();
  return useMemo(() => storeLinks(storeLinkConfig, source), [source]);
}
