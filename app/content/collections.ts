/**
 * The content collections: where each one's files live and the URL of a page
 * in it. A page's slug is its file name, written nowhere else; everything that
 * needs a content URL (pages, listings, sitemap, metadata) derives it here.
 *
 * Plain TypeScript with relative imports only: the content collections
 * (src/content.config.ts) and the pages both import it.
 */
export const collectionNames = ["legal", "guides", "blog"] as const;
export type CollectionName = (typeof collectionNames)[number];

export interface Crumb {
  name: string;
  path: string;
}

interface CollectionConfig {
  /** The URL path of a page of this collection. */
  path: (slug: string) => string;
  /** Crumbs between Home and the page itself. */
  parents: Crumb[];
  /** Open Graph type of its pages. */
  ogType: "website" | "article";
}

export const collections: Record<CollectionName, CollectionConfig> = {
  legal: { path: (slug) => `/${slug}`, parents: [], ogType: "website" },
  guides: { path: (slug) => `/${slug}`, parents: [], ogType: "article" },
  blog: { path: (slug) => `/blog/${slug}`, parents: [{ name: "Blog", path: "/blog" }], ogType: "article" },
};

/** A page in another language sits beside its source as `<slug>.<lang>.mdx`. */
export const translationFile = /\.[a-z]{2}\.mdx$/;

/** kebab-case: lowercase words of letters and digits joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Adds `months` calendar months to an ISO date (YYYY-MM-DD), clamping to the month's last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Blog articles are reviewed every quarter (spec section 9; decisions.md, "Blog dates"). */
export const reviewCadenceMonths = 3;
