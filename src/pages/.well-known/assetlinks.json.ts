/** Android App Links for /invite: the old resource route's loader (app/routes/resources/assetlinks.ts). */
import type { APIRoute } from "astro";
import { loader } from "~/routes/resources/assetlinks";

export const prerender = true;

export const GET: APIRoute = () => loader();
