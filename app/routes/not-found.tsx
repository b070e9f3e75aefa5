import { useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "~/components/error-page";
import { staticPages } from "~/config/pages";
import { TextLink } from "~/components/ui/text-link";
import { absoluteUrl, siteConfig } from "~/config/site";
import { contentEntries } from "~/content";
import { buildMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist. Head back home to plan your next group trip.",
    path: "/404",
    noindex: true,
  });

/** Every page of the site, by path in lower case, for "Did you mean ...?" */
const knownPaths = new Map(
  [...staticPages.map((page) => page.path), ...contentEntries.map((entry) => entry.path)].map((path) => [
    path.toLowerCase(),
    path,
  ]),
);

/** A page whose address differs from this one only in letter case or a trailing slash. */
function useIntendedPath(): string | undefined {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return undefined; // the prerendered page serves every unknown path
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const match = knownPaths.get(path.toLowerCase());
  return match && match !== pathname ? match : undefined;
}

export default function NotFound() {
  const intended = useIntendedPath();
  return (
    <ErrorPage code="404" title="Oops! Page Not Found" message="The page you're looking for doesn't exist.">
      {intended && (
        <p className="mt-8 text-lg">
          Did you mean <TextLink to={intended}>{absoluteUrl(intended).replace(/^https?:\/\//, "")}</TextLink>?
        </p>
      )}
      <p className="mt-10 text-ink-soft">
        Looking for the app? <TextLink to="/download">Download {siteConfig.name} for free</TextLink>
      </p>
    </ErrorPage>
  );
}
