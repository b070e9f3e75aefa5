import { siteConfig } from "~/config/site";
import { buildInviteUrl, buildPlayStoreUrl, smartAppBannerContent } from "~/lib/invite-links";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { localeOfPath, localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { appStoreModuleSize } from "~/components/invite/desktop-invite";
import { qrMinModuleSize } from "~/lib/qr-path";
import { qrSvgData } from "~/lib/qr.server";

/**
 * The longest invite token whose Google Play code fits the store codes' box. The token is opaque
 * (spec §3), so its length is a guess: a longer one still gets its whole code, in a box that grows.
 */
const longestBoxedToken = 64;

/**
 * The App Store code, drawn at build time, and the side of the box both store codes sit in. The
 * Google Play code carries the visitor's token, so the page draws it (src/islands/invite.ts) once
 * it has loaded the QR library, at a size only the token decides: the box is as large as the longer
 * of the two codes, so the two store tiles match and nothing moves when the Play code appears.
 */
export function inviteCodes() {
  const appStoreCode = qrSvgData(siteConfig.ios.appStoreUrl);
  const playCode = qrSvgData(buildPlayStoreUrl("t".repeat(longestBoxedToken)));
  const storeCodeSide = Math.max(appStoreCode.size * appStoreModuleSize, playCode.size * qrMinModuleSize);
  return { appStoreCode, storeCodeSide };
}

export const meta: MetaFunction = ({ location }) => {
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
