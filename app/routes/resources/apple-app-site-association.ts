import { buildAppleAppSiteAssociation } from "~/lib/app-links";

/** iOS Universal Links for /invite, prerendered at build time (served as JSON, see server/http-config.mjs). */
export function loader() {
  return Response.json(buildAppleAppSiteAssociation());
}
