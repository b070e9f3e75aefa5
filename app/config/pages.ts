/**
 * The site's pages that are code, not content: their paths, their route
 * modules and whether search engines should list them. app/routes.ts builds
 * the route table from this list and the content index; the sitemap reads
 * both. (Content pages come from app/content, one file each.)
 */
export interface StaticPage {
  /** URL path; "/" is the index route. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Listed in sitemap.xml. Pages that are not are also `noindex`. */
  indexable: boolean;
  /**
   * The German page (decisions.md, "The German edition"): its path, written only here. `translated`
   * stays false until every string the page shows comes from the catalog in German: until then the
   * page has no German route, no alternates and no sitemap entry (an English body under /de would
   * be a duplicate to search engines and a surprise to readers). Its route module is the English
   * one's name with `.de` (routes/home.de.tsx): a module of its own, which loads the German
   * interface text (scripts/vite-i18n-texts.mjs).
   */
  de?: { path: string; translated: boolean };
}

export const staticPages: StaticPage[] = [
  { path: "/", file: "routes/home.tsx", indexable: true, de: { path: "/de", translated: true } },
  {
    path: "/get-the-app",
    file: "routes/get-the-app.tsx",
    indexable: true,
    de: { path: "/de/get-the-app", translated: true },
  },
  { path: "/download", file: "routes/download.tsx", indexable: true, de: { path: "/de/download", translated: true } },
  { path: "/contact", file: "routes/contact.tsx", indexable: true, de: { path: "/de/kontakt", translated: true } },
  {
    path: "/delete-account",
    file: "routes/delete-account.tsx",
    indexable: true,
    de: { path: "/de/konto-loeschen", translated: true },
  },
  { path: "/blog", file: "routes/blog.tsx", indexable: true },
  {
    path: "/trip-cost-splitter",
    file: "routes/trip-cost-splitter.tsx",
    indexable: true,
    // Its German module has the German explainer, written in German, not loaded with the English page.
    de: { path: "/de/reisekosten-teilen", translated: true },
  },
  { path: "/invite", file: "routes/invite.tsx", indexable: false, de: { path: "/de/invite", translated: true } },
  {
    path: "/email-confirmed",
    file: "routes/email-confirmed.tsx",
    indexable: false,
    de: { path: "/de/email-confirmed", translated: true },
  },
  { path: "/403", file: "routes/forbidden.tsx", indexable: false, de: { path: "/de/403", translated: true } },
];

/** The German pages written in code that are live: their path, route module and whether they are listed. */
export function germanStaticPages(pages: StaticPage[] = staticPages): StaticPage[] {
  return pages.flatMap((page) =>
    page.de?.translated
      ? [{ path: page.de.path, file: localeRouteFile(page.file, "de"), indexable: page.indexable }]
      : [],
  );
}

/** The route module of a page in another language: "routes/home.tsx" -> "routes/home.de.tsx". */
export function localeRouteFile(file: string, locale: string): string {
  return file.replace(/\.tsx$/, `.${locale}.tsx`);
}
