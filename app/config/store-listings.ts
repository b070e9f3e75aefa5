/**
 * The two store listings and the App Store's provider token for campaign links, from this
 * deployment's values (config/deploy-values.mjs); siteConfig.ios and .android give the same three.
 * A module of their own, so that the script every page runs (the store badges' campaign labels,
 * src/scripts/store-badges.ts) carries these three strings rather than the whole site configuration.
 */
import * as deploy from "virtual:deploy-values";

export const storeListings = {
  appStoreUrl: deploy.VITE_APP_STORE_URL,
  /** App Store Connect provider token (`pt`) for campaign links (see app/lib/store-links.ts). */
  providerToken: deploy.VITE_APP_STORE_PROVIDER_TOKEN,
  playStoreUrl: deploy.VITE_PLAY_STORE_URL,
} as const;
