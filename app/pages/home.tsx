import type { Route } from "./+types/home";
import { demoVideo } from "~/components/hero/demo-video";
import { deferredSection } from "~/components/deferred-section";
import { DownloadSection } from "~/components/home/download-section";
import { HeroSection } from "~/components/home/hero-section";
import { homeSections, siteConfig } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { localeOfPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { storeQrCodes } from "~/lib/qr.server";
import { mobileApplicationJsonLd, organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";

// Static sections below the fold load and hydrate when scrolled near (deferred-section.tsx).
const Features = deferredSection(homeSections.features, () =>
  import("~/components/home/features-section").then((module) => module.FeaturesSection),
);
const Why = deferredSection(homeSections.howItWorks, () =>
  import("~/components/home/why-section").then((module) => module.WhySection),
);
const Guides = deferredSection(homeSections.guides, () =>
  import("~/components/home/guides-section").then((module) => module.GuidesSection),
);

/**
 * Runs while prerendering: the QR codes are drawn at build time, and the
 * deferred sections' code is loaded so that the HTML has them in full.
 */
export async function loader() {
  await Promise.all([Features.preload(), Why.preload(), Guides.preload()]);
  return { qrCodes: storeQrCodes() };
}

/**
 * Client-side navigations to home: load the deferred sections' code before
 * the page renders, so they appear at once, in full (a section link then
 * finds its section). The first page load uses the prerendered data instead.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), Features.preload(), Why.preload(), Guides.preload()]);
  return data;
}

export const meta: Route.MetaFunction = ({ location }) => {
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
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: demoVideo.poster,
    as: "image",
    type: "image/webp",
    media: "(min-width: 64rem)",
    fetchPriority: "high",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <Features />
      <Why />
      <Guides />
      <DownloadSection qrCodes={loaderData.qrCodes} />
    </>
  );
}
