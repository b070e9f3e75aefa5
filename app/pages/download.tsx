import { DownloadPanel } from "~/components/download/download-panel";
import { siteConfig } from "~/config/site";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { localeOfPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import type { StoreQrCodes } from "~/lib/qr";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.download_meta_title({}, { locale }),
    description: m.download_meta_description({ name: siteConfig.name }, { locale }),
    path: "/download",
  });
};

export default function Download({ qrCodes }: { qrCodes: StoreQrCodes }) {
  return <DownloadPanel qrCodes={qrCodes} />;
}
