import { staticPages } from "~/config/pages";
import { siteConfig } from "~/config/site";
import { contentEntries, translatedEntries } from "~/content";
import { buildSitemap } from "~/content/feeds/sitemap";

/** /sitemap.xml, prerendered at build time from the route table and the content index. */
export function loader() {
  return new Response(buildSitemap(siteConfig.origin, staticPages, [...contentEntries, ...translatedEntries]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
