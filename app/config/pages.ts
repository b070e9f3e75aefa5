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
}

export const staticPages: StaticPage[] = [
  { path: "/", file: "routes/home.tsx", indexable: true },
  { path: "/get-the-app", file: "routes/get-the-app.tsx", indexable: true },
  { path: "/download", file: "routes/download.tsx", indexable: true },
  { path: "/contact", file: "routes/contact.tsx", indexable: true },
  { path: "/delete-account", file: "routes/delete-account.tsx", indexable: true },
  { path: "/blog", file: "routes/blog.tsx", indexable: true },
  { path: "/trip-cost-splitter", file: "routes/trip-cost-splitter.tsx", indexable: true },
  { path: "/invite", file: "routes/invite.tsx", indexable: false },
  { path: "/email-confirmed", file: "routes/email-confirmed.tsx", indexable: false },
  { path: "/403", file: "routes/forbidden.tsx", indexable: false },
];
