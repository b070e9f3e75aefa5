import { StepsSection } from "~/components/get-the-app/steps-section";
import { Hero } from "~/components/hero/hero";
import { siteConfig } from "~/config/site";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { localeOfPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import type { StoreQrCodes } from "~/lib/qr";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.get_app_meta_title({}, { locale }),
    description: m.get_app_meta_description({ name: siteConfig.name }, { locale }),
    path: "/get-the-app",
  });
};

export default function GetTheApp({ qrCodes }: { qrCodes: StoreQrCodes }) {
  return (
    <>
      <Hero cta="just-start" qrCodes={qrCodes} />
      <StepsSection />
    </>
  );
}
