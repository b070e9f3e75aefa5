import { siteConfig } from "./site";
import type { Locale } from "~/config/locales";
import { m } from "~/paraglide/messages.js";

/** The two app stores the app is listed in. */
export type Store = "ios" | "android";

/**
 * The stores in the order the build renders their badges and codes, for everyone: the App Store
 * first (a page script puts Google Play first on Android: src/scripts/home/store-order.ts).
 */
export const storeOrder: readonly Store[] = ["ios", "android"];

/** Everything the site says about each store: badge text, its name in a sentence, the device. */
export const stores: Record<Store, { badge: { small: string; big: string }; name: string; device: string }> = {
  ios: { badge: { small: "Download on the", big: "App Store" }, name: "the App Store", device: "iPhone" },
  android: { badge: { small: "Get it on", big: "Google Play" }, name: "Google Play", device: "Android" },
};

/** The small line of a store's badge in the page's language (the stores' own German badges: "Laden im", "Jetzt bei"). */
export function badgeSmall(store: Store, locale: Locale): string {
  return store === "ios" ? m.store_badge_ios({}, { locale }) : m.store_badge_android({}, { locale });
}

/** The accessible name of a store listing's QR code, in the page's language. */
export function storeQrLabel(store: Store, locale: Locale = "en"): string {
  return store === "ios"
    ? m.store_qr_ios({ name: siteConfig.name }, { locale })
    : m.store_qr_android({ name: siteConfig.name }, { locale });
}

/** The configured listing of a store. */
export function storeListingUrl(store: Store): string {
  return store === "ios" ? siteConfig.ios.appStoreUrl : siteConfig.android.playStoreUrl;
}
