import type { Store } from "~/config/stores";
import type { Platform } from "~/lib/platform";

/**
 * Store badges in order, the visitor's own store first: Google Play on Android, else the App Store
 * (as the build renders them: `storeOrder`, app/config/stores.ts, which this browser module does not
 * import, since that file carries the message catalog).
 */
export function platformOrder(platform: Platform | null): Store[] {
  return platform === "android" ? ["android", "ios"] : ["ios", "android"];
}
