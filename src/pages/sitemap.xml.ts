/**
 * /sitemap.xml: every page from its sources (the page index, app/config/pages.ts, and the content
 * index), never from what happens to be built; content pages carry their revision date.
 */
import type { APIRoute } from "astro";
import { staticPages } from "~/config/pages";
import { siteConfig } from "~/config/site";
import { contentEntries, translatedEntries } from "~/content";
import { buildSitemap } from "~/content/feeds/sitemap";

export const GET: APIRoute = () =>
  new Response(buildSitemap(siteConfig.origin, staticPages, [...contentEntries, ...translatedEntries]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
