/**
 * Components rendered at build time never hydrate: what they showed only "once hydrated" is the
 * behaviour script's to add (e.g. the language switch's query on the invite page).
 */
export function useHydrated(): boolean {
  return false;
}
