import type { Route } from "./+types/get-the-app";
import { StepsSection } from "~/components/get-the-app/steps-section";
import { Hero } from "~/components/hero/hero";
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
    title: "Get the Free Group Trip Planner App",
    description: `Download ${siteConfig.name} for iPhone or Android, create a trip, invite friends with one link and plan it together: polls, chat, expenses, a map and AI ideas.`,
    path: "/get-the-app",
  });

export default function GetTheApp({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero cta="just-start" qrCodes={loaderData.qrCodes} />
      <StepsSection />
    </>
  );
}
