/** Android App Links for /invite and /de/invite, from the configuration. */
import type { APIRoute } from "astro";
import { buildAssetLinks } from "~/lib/app-links";

export const GET: APIRoute = () => Response.json(buildAssetLinks());
