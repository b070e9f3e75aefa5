import type { Locale } from "~/lib/locale";
import { usePage } from "../lib/page";

/** The page's language (src/lib/page.tsx): what app/lib/use-locale.ts reads from the router. */
export function useLocale(): Locale {
  return usePage().locale;
}
