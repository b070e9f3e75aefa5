/**
 * /sitemap.xml: the old resource route's own loader (app/routes/resources/sitemap.ts), so both sites
 * list the same pages from the same sources — the page list (app/config/pages.ts) and the content
 * index — never from what happens to be built yet. Content pages carry their revision date.
 */
import type { APIRoute } from "astro";
import { loader } from "~/routes/resources/sitemap";

export const prerender = true;

export const GET: APIRoute = () => loader();
