/** Home's head (/, /de): the sections themselves are composed by its view (src/views/home.astro). */
import { demoVideo } from "~/components/hero/demo-video";
import { siteConfig } from "~/config/site";
import { buildMeta, type MetaFunction, type LinksFunction } from "~/content/meta";
import { localeOfPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { mobileApplicationJsonLd, organizationJsonLd, websiteJsonLd } from "~/content/structured-data";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.home_meta_title({ name: siteConfig.name }, { locale }),
    absoluteTitle: true,
    description: m.home_meta_description({}, { locale }),
    path: "/",
    jsonLd: [organizationJsonLd(locale), websiteJsonLd(locale), mobileApplicationJsonLd(locale)],
  });
};

/**
 * The demo video's poster is the hero's largest image beside the headline:
 * fetch it with the page. On phones it sits below the fold, so it is left to
 * load in its turn there rather than compete with the text.
 */
export const links: LinksFunction = () => [
  {
    rel: "preload",
    href: demoVideo.poster,
    as: "image",
    type: "image/webp",
    media: "(min-width: 64rem)",
    fetchPriority: "high",
  },
];
