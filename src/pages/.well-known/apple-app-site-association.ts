/**
 * iOS Universal Links for /invite and /de/invite, from the configuration. The file has no
 * extension; the host serves it as application/json from the `_headers` rule
 * (server/http-config.mjs, fileHeaders).
 */
import type { APIRoute } from "astro";
import { buildAppleAppSiteAssociation } from "~/lib/app-links";

export const GET: APIRoute = () => Response.json(buildAppleAppSiteAssociation());
