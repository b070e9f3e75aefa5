import { counterpartOf } from "./page-index";
import type { Locale } from "~/lib/locale";

/**
 * Where a link to the English page `path` leads on a page in `locale`: its counterpart where one
 * exists, else the English page itself, marked `lang: "en"` (the link then says "(Englisch)" and
 * carries `hreflang="en"`; decisions.md, pages not translated yet).
 */
export function pageTarget(path: string, locale: Locale): { to: string; lang?: "en" } {
  const counterpart = counterpartOf(path, locale);
  return counterpart ? { to: counterpart } : { to: path, lang: "en" };
}
