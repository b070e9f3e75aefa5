import type { Route } from "./+types/forbidden";
import { ErrorPage } from "~/components/error-page";
import { buildMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title: "Access Denied",
    description:
      "You don't have permission to access this page. Head back home to plan your next group trip with friends.",
    path: "/403",
  });

export default function Forbidden() {
  return <ErrorPage code="403" title="Access Denied" message="You don't have permission to access this page." />;
}
