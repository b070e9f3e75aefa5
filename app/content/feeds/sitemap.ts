import { germanStaticPages, type StaticPage } from "~/config/pages";
import type { ContentEntry } from "~/content/entry";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * sitemap.xml: every indexable page by its absolute canonical URL. Content
 * pages carry `lastmod` from their revision date, so two builds of the same
 * content give the same file; other pages carry none. Aliases are left out
 * (their canonical is the page's own URL). Both languages are listed: the
 * German pages written in code (config/pages.ts) and the translated content
 * pages, which come in `entries` beside their sources.
 */
export function buildSitemap(origin: string, pages: StaticPage[], entries: ContentEntry[]): string {
  const urls = [
    ...[...pages, ...germanStaticPages(pages)]
      .filter((page) => page.indexable)
      .map((page) => ({ loc: `${origin}${page.path}`, lastmod: undefined })),
    ...entries.map((entry) => ({ loc: `${origin}${entry.path}`, lastmod: entry.data.revised })),
  ].sort((a, b) => a.loc.localeCompare(b.loc));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
}
