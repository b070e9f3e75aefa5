import { useSyncExternalStore } from "react";
import { detectPlatform, type Platform } from "~/lib/platform";
import type { Store } from "~/config/stores";

const subscribe = () => () => {};

/** The visitor's platform once hydrated; null in the prerendered HTML (which serves everyone). */
export function usePlatform(): Platform | null {
  return useSyncExternalStore(
    subscribe,
    () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    () => null,
  );
}

/** Store badges in order, the visitor's own store first (App Store first when unknown or desktop). */
export function storeOrder(platform: Platform | null): Store[] {
  return platform === "android" ? ["android", "ios"] : ["ios", "android"];
}
