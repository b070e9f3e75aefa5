/** /site.webmanifest: the old resource route's loader (app/routes/resources/web-manifest.ts). */
import type { APIRoute } from "astro";
import { loader } from "~/routes/resources/web-manifest";

export const prerender = true;

export const GET: APIRoute = () => loader();
