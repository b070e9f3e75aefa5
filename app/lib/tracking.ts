/**
 * In-site campaign links (decisions.md, "In-site campaign links"; spec
 * section 3, "Tracking parameters for blog links"): a guide's or article's
 * call to action leads to /download with utm values, so a download can be
 * credited to the page that sold it. Values already in the page's address win
 * over the page's defaults, except a fixed utm_content, which names the link
 * itself. These links never overwrite the visit's stored traffic source.
 */
import { labelParam, type TrafficSource } from "./analytics/labels";

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term?: string;
}

/** The utm_source of links from one of our pages to another. */
export const inSiteSource = "website";

const keys = {
  source: "utm_source",
  medium: "utm_medium",
  campaign: "utm_campaign",
  content: "utm_content",
  term: "utm_term",
} as const satisfies Record<keyof Campaign, string>;

/** A guide's call to action: website / guide / <slug> / guide-cta. */
export function guideCampaign(slug: string): Campaign {
  return { source: inSiteSource, medium: "guide", campaign: slug, content: "guide-cta" };
}

/** A blog article's call to action: website / blog / <slug> / blog-cta. */
export function blogCampaign(slug: string): Campaign {
  return { source: inSiteSource, medium: "blog", campaign: slug, content: "blog-cta" };
}

/** A free tool's call to action: website / tool / <slug> / tool-cta. */
export function toolCampaign(slug: string): Campaign {
  return { source: inSiteSource, medium: "tool", campaign: slug, content: "tool-cta" };
}

/**
 * The campaign of a link on a page whose address has `pageSearch`: each utm
 * value present there replaces the default, except utm_content (fixed).
 */
export function resolveCampaign(defaults: Campaign, pageSearch: string): Campaign {
  const params = new URLSearchParams(pageSearch);
  const fromPage = (name: string) => labelParam(params, name);
  return {
    source: fromPage(keys.source) ?? defaults.source,
    medium: fromPage(keys.medium) ?? defaults.medium,
    campaign: fromPage(keys.campaign) ?? defaults.campaign,
    content: defaults.content,
    term: fromPage(keys.term) ?? defaults.term,
  };
}

/** `path` with the campaign's utm values (utm_term only when there is one). */
export function trackedPath(path: string, campaign: Campaign): string {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(keys) as [keyof Campaign, string][]) {
    const value = campaign[field];
    if (value) params.set(name, value);
  }
  return `${path}?${params.toString()}`;
}

/**
 * The campaign an address carries (utm_source required), as a traffic-source
 * record for store links and the download event; null without one.
 */
export function campaignFromSearch(search: string): TrafficSource | null {
  const params = new URLSearchParams(search);
  const value = (name: string) => labelParam(params, name);
  const source = value(keys.source);
  if (!source) return null;
  const record: TrafficSource = { utm_source: source, utm_medium: value(keys.medium) ?? "(not set)" };
  const campaign = value(keys.campaign);
  const content = value(keys.content);
  const term = value(keys.term);
  if (campaign) record.utm_campaign = campaign;
  if (content) record.utm_content = content;
  if (term) record.utm_term = term;
  return record;
}

/** A campaign as the traffic-source record the store links and events take. */
export function campaignAsSource(campaign: Campaign): TrafficSource {
  const record: TrafficSource = {
    utm_source: campaign.source,
    utm_medium: campaign.medium,
    utm_campaign: campaign.campaign,
    utm_content: campaign.content,
  };
  if (campaign.term) record.utm_term = campaign.term;
  return record;
}
