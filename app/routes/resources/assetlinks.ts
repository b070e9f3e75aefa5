import { buildAssetLinks } from "~/lib/app-links";

/** Android App Links for /invite, prerendered at build time. */
export function loader() {
  return Response.json(buildAssetLinks());
}
