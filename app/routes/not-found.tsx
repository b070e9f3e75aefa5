import { Link } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "~/components/error-page";
import { buildMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist. Head back home to plan your next group trip.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <ErrorPage code="404" title="Oops! Page Not Found" message="The page you're looking for doesn't exist.">
      <p className="mt-10 text-ink-soft">
        Looking for the app?{" "}
        <Link to="/download" className="font-semibold text-brand-strong underline underline-offset-2">
          Download Wayfellow for free
        </Link>
      </p>
    </ErrorPage>
  );
}
