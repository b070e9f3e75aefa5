import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { germanStaticPages, localeRouteFile, staticPages } from "./config/pages";
import type { CollectionName } from "./content/collections";
import { contentRoutes } from "./content/entry";
import { munichShops } from "./content/data/munich-shops";
import { checkShopList, loadContent, loadTranslations } from "./content/load";

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
const translations = loadTranslations(content);
checkShopList(munichShops);

function contentPages(collection: CollectionName, entries = content) {
  return contentRoutes(entries.filter((entry) => entry.collection === collection)).map((page) =>
    route(page.path.slice(1), page.file, { id: page.id, caseSensitive: true }),
  );
}

function layoutOf(file: string, children: RouteConfigEntry[]) {
  return children.length ? [layout(file, children)] : [];
}

/**
 * The German edition (decisions.md, "The German edition"): a second route tree under /de, not an
 * optional `:lang?` segment, so every German page is a static path that is prerendered. A code
 * page's German module (`<name>.de.tsx`) re-exports its English one (the language comes from the
 * path, lib/locale.ts) and loads the German interface text; content pages are their `.de.mdx` files.
 */
const german = layout(localeRouteFile("routes/layout.tsx", "de"), [
  ...germanStaticPages().map((page) => route(page.path.slice(1), page.file, { caseSensitive: true })),
  // A layout without pages is left out: it would be a route that is never prerendered.
  ...layoutOf(localeRouteFile("routes/legal-page.tsx", "de"), contentPages("legal", translations)),
  ...layoutOf(localeRouteFile("routes/content-page.tsx", "de"), [
    ...contentPages("guides", translations),
    ...contentPages("blog", translations),
  ]),
  // Unknown addresses under /de/ get the German not-found page (prerendered at /de/404).
  route("de/*", localeRouteFile("routes/not-found.tsx", "de")),
]);

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
  german,
  // Files generated from the site configuration and the content index at build time.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("blog/rss.xml", "routes/resources/rss.ts"),
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  route(".well-known/apple-app-site-association", "routes/resources/apple-app-site-association.ts"),
  route(".well-known/assetlinks.json", "routes/resources/assetlinks.ts"),
] satisfies RouteConfig;
