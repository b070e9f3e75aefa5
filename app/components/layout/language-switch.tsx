import { counterpartOf, versionsOf } from "~/content/page-index";
import { cn } from "~/lib/cn";
import { localeInfo, type Locale } from "~/config/locales";
import { homePath, localeOfPath } from "~/lib/locale";
import { usePage } from "~/lib/page";

/**
 * Pages whose query is the visitor's own (the invite's token, the e-mail confirmation's result):
 * the switch carries it over.
 */
const keepsQuery = new Set(
  ["/invite", "/email-confirmed"].flatMap((path) => Object.values(versionsOf(path) ?? { en: path })),
);

/** Where the switch leads from `pathname`: the same page in `target`, else that language's home. */
export function switchTarget(pathname: string, target: Locale): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return counterpartOf(path, target) ?? homePath(target);
}

/**
 * The visible language switch (decisions.md, "The German edition"): the other language's own name
 * ("Deutsch" on English pages, "English" on German ones), no flag, marked with `lang` and
 * `hreflang`. It links the page's counterpart from the page index, else the other language's home;
 * on the invite and e-mail confirmation pages it keeps the query (the token, the result): the site
 * script adds it (src/scripts/site.ts), since the prerendered page has none.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { path } = usePage();
  const target: Locale = localeOfPath(path) === "en" ? "de" : "en";
  const to = switchTarget(path, target);
  const { tag, name } = localeInfo[target];
  return (
    <a
      href={to}
      lang={tag}
      hrefLang={tag}
      className={cn(className)}
      data-language-switch=""
      // The site script adds the visitor's query where it is theirs (src/scripts/site.ts).
      data-keep-query={keepsQuery.has(to) ? "" : undefined}
    >
      {name}
    </a>
  );
}
