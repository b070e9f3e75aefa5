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
   * be a duplicate to search engines and a surprise to readers). `file` names a route module of its
   * own where the German page must not share the English one's (its text would load on both).
   */
  de?: { path: string; translated: boolean; file?: string };
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
    // Its own module: the German explainer is written in German, not loaded with the English page.
    de: { path: "/de/reisekosten-teilen", translated: true, file: "routes/trip-cost-splitter.de.tsx" },
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
    page.de?.translated ? [{ path: page.de.path, file: page.de.file ?? page.file, indexable: page.indexable }] : [],
  );
}
