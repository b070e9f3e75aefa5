/**
 * Web Storage that never throws: private modes, blocked cookies and full
 * quotas make storage calls throw, and the page must keep working (spec §8).
 */
type StorageKind = "localStorage" | "sessionStorage";

function storage(kind: StorageKind): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`[${kind}] could not read "${key}"`, error);
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): boolean {
  try {
    const target = storage(kind);
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`[${kind}] could not write "${key}"`, error);
    return false;
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch (error) {
    console.warn(`[${kind}] could not remove "${key}"`, error);
  }
}
