import type { ReactNode } from "react";
import { counterpartOf } from "~/content/page-index";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * Where a link to the English page `path` leads on a page in `locale`: its counterpart where one
 * exists, else the English page itself, marked as such (`lang`).
 */
export function pageTarget(path: string, locale: Locale): { to: string; lang?: "en" } {
  const counterpart = counterpartOf(path, locale);
  return counterpart ? { to: counterpart } : { to: path, lang: "en" };
}

/**
 * A link to a page of the site, named by its English path: on a German page it leads to the German
 * page where there is one, else to the English page with "(Englisch)" after its name and
 * `hreflang="en"` (decisions.md: pages not translated yet link as "(Englisch)").
 */
export function PageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const locale = useLocale();
  const target = pageTarget(to, locale);
  return (
    <a href={target.to} className={className} hrefLang={target.lang}>
      {children}
      {target.lang && locale !== target.lang && <> {m.untranslated_marker({}, { locale })}</>}
    </a>
  );
}
