import type { Route } from "./+types/trip-cost-splitter.de";
import { SplitterExplainerDe } from "~/components/trip-cost-splitter/explainer.de";
import { SplitterPage, splitterMeta } from "~/components/trip-cost-splitter/page";

export const meta: Route.MetaFunction = ({ location }) => splitterMeta(location.pathname);

/**
 * /de/reisekosten-teilen (issue 32): the splitter in German, with its explainer written in German.
 * A module of its own, so neither page loads the other's explainer.
 */
export default function TripCostSplitterPageDe() {
  return <SplitterPage explainer={<SplitterExplainerDe />} />;
}
