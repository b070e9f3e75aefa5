import type { Route } from "./+types/trip-cost-splitter";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { DownloadCallToAction } from "~/components/guides/call-to-action";
import { SplitterExplainer } from "~/components/trip-cost-splitter/explainer";
import { TripCostSplitter } from "~/components/trip-cost-splitter/splitter";
import { Container } from "~/components/ui/container";
import { socialPages } from "~/config/social-pages.mjs";
import { siteConfig } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { PageCampaignContext } from "~/lib/page-campaign";
import { breadcrumbJsonLd, webApplicationJsonLd } from "~/lib/structured-data";
import { toolCampaign } from "~/lib/tracking";

const path = "/trip-cost-splitter";
const title = "Trip Cost Splitter for Group Trips";
const description =
  "Add who paid for what on a group trip, in any currency, and see who pays whom to settle up in few payments. Free, with no sign-up.";
const crumbs = [
  { name: "Home", path: "/" },
  { name: "Trip Cost Splitter", path },
];

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title,
    description,
    path,
    image: socialPages.tripCostSplitter.path,
    imageAlt: "Trip Cost Splitter: who pays whom after a group trip",
    jsonLd: [
      webApplicationJsonLd({ name: "Trip Cost Splitter", description, path, category: "FinanceApplication" }),
      breadcrumbJsonLd(crumbs),
    ],
  });

/**
 * /trip-cost-splitter (issue 26): a calculator that runs only in the browser.
 * The prerendered page has the empty calculator and the explainer; without
 * JavaScript it says the calculator needs it and still shows the explainer.
 */
export default function TripCostSplitterPage() {
  return (
    <PageCampaignContext value={toolCampaign("trip-cost-splitter")}>
      <Container className="py-10 md:py-14">
        <Breadcrumb crumbs={crumbs} />
        <header className="mt-8 max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">Trip Cost Splitter</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft sm:text-xl">
            Add who came and who paid for what, in any currency. You get who pays whom to settle up, in as few payments
            as it takes, and every number behind it. No sign-up: the ledger stays in this browser until you share its
            link.
          </p>
        </header>
        <TripCostSplitter />
        <div className="mt-16 max-w-3xl">
          <DownloadCallToAction
            problem={`Next trip, log costs as they happen in ${siteConfig.name}`}
            solution={`${siteConfig.name} has an expense tracker with cost splitting beside the group's shared plan and chat, so each cost goes in when it happens instead of from a pile of receipts at the end.`}
            button="Get the app for free"
          />
        </div>
        <SplitterExplainer />
      </Container>
    </PageCampaignContext>
  );
}
