import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards. Lets a
 * component show browser-only values without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
