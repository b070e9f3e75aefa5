/**
 * The site's pages that are code, not content: their paths, their views and
 * whether search engines should list them. src/pages/[...path].astro builds
 * every page from this list and the content index; the sitemap reads both.
 * (Content pages come from app/content, one file each.)
 */
export interface StaticPage {
  /** URL path; "/" is the index route. */
  path: string;
  /** Its view (src/views/index.ts), which renders it in each language. */
  view: string;
  /** Listed in sitemap.xml. Pages that are not are also `noindex`. */
  indexable: boolean;
  /**
   * The German page (decisions.md, "The German edition"): its path, written only here. `translated`
   * stays false until every string the page shows comes from the catalog in German: until then the
   * page has no German route, no alternates and no sitemap entry (an English body under /de would
   * be a duplicate to search engines and a surprise to readers). The same view renders it, in the
   * language of its path.
   */
  de?: { path: string; translated: boolean };
}

export const staticPages: StaticPage[] = [
  { path: "/", view: "home", indexable: true, de: { path: "/de", translated: true } },
  {
    path: "/get-the-app",
    view: "get-the-app",
    indexable: true,
    de: { path: "/de/app", translated: true },
  },
  { path: "/download", view: "download", indexable: true, de: { path: "/de/download", translated: true } },
  { path: "/contact", view: "contact", indexable: true, de: { path: "/de/kontakt", translated: true } },
  {
    path: "/delete-account",
    view: "delete-account",
    indexable: true,
    de: { path: "/de/konto-loeschen", translated: true },
  },
  { path: "/blog", view: "blog", indexable: true },
  {
    path: "/trip-cost-splitter",
    view: "trip-cost-splitter",
    indexable: true,
    // Its German module has the German explainer, written in German, not loaded with the English page.
    de: { path: "/de/reisekosten-teilen", translated: true },
  },
  { path: "/invite", view: "invite", indexable: false, de: { path: "/de/invite", translated: true } },
  {
    path: "/email-confirmed",
    view: "email-confirmed",
    indexable: false,
    de: { path: "/de/email-confirmed", translated: true },
  },
  { path: "/403", view: "forbidden", indexable: false, de: { path: "/de/403", translated: true } },
];

/** The German pages written in code that are live: their path, view and whether they are listed. */
export function germanStaticPages(pages: StaticPage[] = staticPages): StaticPage[] {
  return pages.flatMap((page) =>
    page.de?.translated ? [{ path: page.de.path, view: page.view, indexable: page.indexable }] : [],
  );
}
