/** /blog/rss.xml: the old resource route's loader (app/routes/resources/rss.ts), from the content index. */
import type { APIRoute } from "astro";
import { loader } from "~/routes/resources/rss";

export const prerender = true;

export const GET: APIRoute = () => loader();
