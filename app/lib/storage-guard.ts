/**
 * When the visitor's privacy settings block site data, merely reading
 * `window.localStorage` or `window.sessionStorage` throws a SecurityError.
 * Our own code copes (safe-storage.ts), but code that reads storage directly
 * (the splitter's ledger store, Google's tag after Accept) would throw. The
 * guard puts a getter in front of each: it hands out the browser's storage
 * when there is one, and where reading it throws, a stand-in kept in memory
 * for the page's life: nothing is persisted (what the visitor asked for) and
 * nothing throws.
 *
 * It opens no storage itself. Probing both storages on every page load, as
 * an inline script in the head once did, made every page pay for opening its
 * site data before the first paint, also where nothing reads it
 * (docs/benchmarks.md, "2026-11-29 (night)"). The site script
 * (src/scripts/site.ts) imports this module first, so the guard is in place
 * before any other module runs: every other page script and island imports
 * from the site script's file and runs after it. Only the head's consent
 * script reads storage earlier, and it catches what reading throws.
 */

/** A Storage kept in memory, for one page. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(String(key)) ?? null,
    setItem: (key, value) => void data.set(String(key), String(value)),
    removeItem: (key) => void data.delete(String(key)),
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

type StorageName = "localStorage" | "sessionStorage";

/** The accessor that reads `name` on `target`: its own (a window's, in Chromium), or one it inherits. */
function accessorOf(target: object, name: StorageName): PropertyDescriptor | undefined {
  for (let holder: object | null = target; holder; holder = Object.getPrototypeOf(holder) as object | null) {
    const found = Object.getOwnPropertyDescriptor(holder, name);
    if (found) return found;
  }
  return undefined;
}

/** Puts the guard in front of `target`'s two storages (the window, or a stand-in in a test). */
export function guardStorage(target: object): void {
  for (const name of ["localStorage", "sessionStorage"] satisfies StorageName[]) {
    const own = accessorOf(target, name);
    const read = own?.get;
    if (!read || !own.configurable) continue;
    let standIn: Storage | undefined;
    Object.defineProperty(target, name, {
      configurable: true,
      enumerable: own.enumerable,
      get() {
        try {
          return read.call(target) as Storage;
        } catch {
          return (standIn ??= memoryStorage());
        }
      },
    });
  }
}

if (typeof window !== "undefined") guardStorage(window);
