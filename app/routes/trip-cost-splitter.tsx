import type { Route } from "./+types/trip-cost-splitter";
import { SplitterExplainer } from "~/components/trip-cost-splitter/explainer";
import { SplitterPage, splitterMeta } from "~/components/trip-cost-splitter/page";

export const meta: Route.MetaFunction = ({ location }) => splitterMeta(location.pathname);

/** /trip-cost-splitter (issue 26); the German page, /de/reisekosten-teilen, is trip-cost-splitter.de.tsx. */
export default function TripCostSplitterPage() {
  return <SplitterPage explainer={<SplitterExplainer />} />;
}
