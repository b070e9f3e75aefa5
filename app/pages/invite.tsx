import type { Route } from "./+types/invite";
import { DesktopInvite } from "~/components/invite/desktop-invite";
import { InvalidInvite } from "~/components/invite/invalid-invite";
import { MobileInvite } from "~/components/invite/mobile-invite";
import { NeutralInvite } from "~/components/invite/neutral-invite";
import {
  useInviteOpenedEvent,
  useInviteVisit,
  useSmartAppBanner,
  type InviteVisit,
} from "~/components/invite/use-invite-visit";
import { siteConfig } from "~/config/site";
import { buildInviteUrl, smartAppBannerContent } from "~/lib/invite-links";
import { buildMeta } from "~/lib/meta";
import { localeOfPath, localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import type { QrSvgData } from "~/lib/qr";
import { qrSvgData } from "~/lib/qr.server";

/**
 * Runs while prerendering: the App Store code is drawn at build time. (The
 * Google Play code carries the visitor's token, so the page draws it.)
 */
export function loader() {
  return { appStoreCode: qrSvgData(siteConfig.ios.appStoreUrl) };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.invite_title({}, { locale }),
    absoluteTitle: true,
    description: m.invite_description({ name: siteConfig.name }, { locale }),
    path: "/invite",
    // Invite links are personal; the bare page has nothing to offer in search results.
    image: "/social/wayfellow-invite.png",
    imageAlt: m.invite_image_alt({ name: siteConfig.name }, { locale }),
    // The prerendered tag names the bare invite page (in the page's language); the page puts in the token once it runs.
    extra: [
      {
        name: "apple-itunes-app",
        content: smartAppBannerContent(buildInviteUrl(undefined, localizePath("/invite", locale))),
      },
    ],
  });
};

/** /invite?token=...: the landing page of a trip invitation (spec §4). */
export default function Invite({ loaderData }: Route.ComponentProps) {
  const visit = useInviteVisit();
  useInviteOpenedEvent(visit?.token);
  useSmartAppBanner(visit?.token);

  // The prerendered state gives way to the visitor's own once the page runs, and the app check to
  // its buttons: at least a screen's height is reserved, so the footer never moves into view (CLS).
  return <div className="min-h-svh">{inviteState(visit, loaderData.appStoreCode)}</div>;
}

function inviteState(visit: InviteVisit | null, appStoreCode: QrSvgData) {
  if (!visit) return <NeutralInvite />;
  if (!visit.token) return <InvalidInvite />;
  if (visit.platform === "desktop") return <DesktopInvite token={visit.token} appStoreCode={appStoreCode} />;
  return <MobileInvite token={visit.token} platform={visit.platform} inApp={visit.inApp} />;
}
