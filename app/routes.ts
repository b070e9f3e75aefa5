import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { staticPages } from "./config/pages";
import type { CollectionName } from "./content/collections";
import { contentRoutes } from "./content/entry";
import { munichShops } from "./content/data/munich-shops";
import { checkShopList, loadContent } from "./content/load";

/**
 * Every route of the site. Each one is prerendered to static HTML
 * (react-router.config.ts); the browser suite visits every path listed here.
 *
 * Pages written in code come from config/pages.ts; content pages (legal,
 * guides, blog) from the content index: one MDX file each, validated here,
 * so a broken content file fails the build.
 *
 * Paths match case-sensitively, as the static host serves them: /DOWNLOAD is
 * the not-found page (status 404) on the server and after hydration alike,
 * and that page offers the link to /download.
 */
const content = loadContent();
checkShopList(munichShops);

function contentPages(collection: CollectionName) {
  return contentRoutes(content.filter((entry) => entry.collection === collection)).map((page) =>
    route(page.path.slice(1), page.file, { id: page.id, caseSensitive: true }),
  );
}

export default [
  layout("routes/layout.tsx", [
    ...staticPages.map((page) =>
      page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file, { caseSensitive: true }),
    ),
    // Content pages, one layout per kind: legal pages, and guides with blog articles.
    layout("routes/legal-page.tsx", contentPages("legal")),
    layout("routes/content-page.tsx", [...contentPages("guides"), ...contentPages("blog")]),
    route("*", "routes/not-found.tsx"),
  ]),
  // Files generated from the site configuration and the content index at build time.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("blog/rss.xml", "routes/resources/rss.ts"),
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  route(".well-known/apple-app-site-association", "routes/resources/apple-app-site-association.ts"),
  route(".well-known/assetlinks.json", "routes/resources/assetlinks.ts"),
] satisfies RouteConfig;
