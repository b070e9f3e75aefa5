import type { Route } from "./+types/download";
import { DownloadPanel } from "~/components/download/download-panel";
import { siteConfig } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { localeOfPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { storeQrCodes } from "~/lib/qr.server";

/** Runs while prerendering: the QR codes are drawn at build time. */
export function loader() {
  return { qrCodes: storeQrCodes() };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.download_meta_title({}, { locale }),
    description: m.download_meta_description({ name: siteConfig.name }, { locale }),
    path: "/download",
  });
};

export default function Download({ loaderData }: Route.ComponentProps) {
  return <DownloadPanel qrCodes={loaderData.qrCodes} />;
}
