import type { Crumb } from "~/content/collections";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The visible trail matching the page's BreadcrumbList data. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const locale = useLocale();
  return (
    <nav aria-label={m.breadcrumb_label({}, { locale })}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-faint">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-ink-soft">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="underline-offset-2 hover:text-ink hover:underline">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
