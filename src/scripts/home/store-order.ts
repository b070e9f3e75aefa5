import type { Store } from "~/config/stores";
import type { Platform } from "~/lib/platform";

/**
 * Store badges in order, the visitor's own store first: Google Play on Android, else the App Store
 * (as the prerendered HTML has them, app/components/store/store-links.tsx).
 */
export function platformOrder(platform: Platform | null): Store[] {
  return platform === "android" ? ["android", "ios"] : ["ios", "android"];
}
