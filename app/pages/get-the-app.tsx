import type { Route } from "./+types/get-the-app";
import { StepsSection } from "~/components/get-the-app/steps-section";
import { Hero } from "~/components/hero/hero";
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
    title: m.get_app_meta_title({}, { locale }),
    description: m.get_app_meta_description({ name: siteConfig.name }, { locale }),
    path: "/get-the-app",
  });
};

export default function GetTheApp({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero cta="just-start" qrCodes={loaderData.qrCodes} />
      <StepsSection />
    </>
  );
}
