import type { ComponentType } from "react";
import { PageCampaignContext } from "~/lib/page-campaign";
import type { Campaign } from "~/lib/tracking";
import { withPage, type Page } from "~/lib/page";

/**
 * `Component` bound to the page it is rendered in, and to the page's in-site campaign (guides and
 * articles; null elsewhere). Astro renders each React component of a content file as a tree of its
 * own (every heading, link and block), so none of them would see a context set around the page:
 * bound, each one speaks the page's language (useLocale) and its download buttons carry the page's
 * campaign (lib/page-campaign.ts).
 */
export function inPage<P extends object>(
  Component: ComponentType<P>,
  page: Page,
  campaign: Campaign | null = null,
): ComponentType<P> {
  function WithCampaign(props: P) {
    return (
      <PageCampaignContext value={campaign}>
        <Component {...props} />
      </PageCampaignContext>
    );
  }
  const InPage = withPage(WithCampaign);
  function Bound(props: P) {
    return <InPage page={page} {...props} />;
  }
  Bound.displayName = `inPage(${Component.displayName ?? Component.name})`;
  return Bound;
}
