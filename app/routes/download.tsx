import type { Route } from "./+types/download";
import { DownloadPanel } from "~/components/download/download-panel";
import { siteConfig } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { localeOfPath } from "~/lib/locale";
import { storeQrCodes } from "~/lib/qr.server";

/** Runs while prerendering: the QR codes are drawn at build time. */
export function loader() {
  return { qrCodes: storeQrCodes() };
}

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    locale: localeOfPath(location.pathname),
    title: "Download the App for iPhone and Android",
    description: `Get ${siteConfig.name}, the free group trip planner, on the App Store or Google Play: a shared itinerary and map, polls, chat, expense splitting and AI ideas.`,
    path: "/download",
  });

export default function Download({ loaderData }: Route.ComponentProps) {
  return <DownloadPanel qrCodes={loaderData.qrCodes} />;
}
