import { siteConfig } from "~/config/site";
import { buildInviteUrl, smartAppBannerContent } from "~/lib/invite-links";
import { buildMeta, type MetaFunction } from "~/lib/meta";
import { localeOfPath, localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { qrSvgData } from "~/lib/qr.server";

/**
 * The App Store code, drawn at build time. (The Google Play code carries the visitor's token, so
 * the page draws it: src/islands/invite.ts.)
 */
export function inviteCodes() {
  return { appStoreCode: qrSvgData(siteConfig.ios.appStoreUrl) };
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
