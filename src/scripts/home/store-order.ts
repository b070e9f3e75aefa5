import type { Store } from "~/config/stores";
import type { Platform } from "~/lib/platform";

/**
 * Store badges in order, the visitor's own store first: Google Play on Android, else the App Store
 * (as the prerendered HTML has them). The rule of app/components/store/use-platform.ts
 * (`storeOrder`), kept here without React.
 */
export function platformOrder(platform: Platform | null): Store[] {
  return platform === "android" ? ["android", "ios"] : ["ios", "android"];
}
