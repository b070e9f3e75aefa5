/**
 * iOS Universal Links for /invite and /de/invite: the old resource route's loader
 * (app/routes/resources/apple-app-site-association.ts). The file has no extension; the host serves it
 * as application/json from the `_headers` rule (server/http-config.mjs, jsonFiles).
 */
import type { APIRoute } from "astro";
import { loader } from "~/routes/resources/apple-app-site-association";

export const prerender = true;

export const GET: APIRoute = () => loader();
