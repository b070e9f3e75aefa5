import { siteConfig } from "./site";

/** The two app stores the app is listed in. */
export type Store = "ios" | "android";

/** Everything the site says about each store: badge text, its name in a sentence, the device. */
export const stores: Record<Store, { badge: { small: string; big: string }; name: string; device: string }> = {
  ios: { badge: { small: "Download on the", big: "App Store" }, name: "the App Store", device: "iPhone" },
  android: { badge: { small: "Get it on", big: "Google Play" }, name: "Google Play", device: "Android" },
};

/** The accessible name of a store listing's QR code. */
export function storeQrLabel(store: Store): string {
  return `QR code to download ${siteConfig.name} on ${stores[store].name}`;
}

/** The configured listing of a store. */
export function storeListingUrl(store: Store): string {
  return store === "ios" ? siteConfig.ios.appStoreUrl : siteConfig.android.playStoreUrl;
}
