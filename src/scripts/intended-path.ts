/**
 * The not-found page's "Did you mean …?" (src/views/not-found.astro): every unknown address gets
 * the same prerendered page, so its script compares the address with the site's pages, rendered
 * into the page at build time. Pure; did-you-mean.ts shows it.
 */

/** The page whose path differs from `pathname` only in letter case or trailing slashes, if any. */
export function intendedPath(pathname: string, known: readonly string[]): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const wanted = path.toLowerCase();
  const match = known.find((candidate) => candidate.toLowerCase() === wanted);
  return match && match !== pathname ? match : undefined;
}
