/**
 * Where a download button leads and which campaign its download_app event carries
 * (app/lib/page-campaign.ts, for the static site). Inside a guide or article the button's form
 * holds the page's in-site campaign as hidden fields (its defaults, rendered at build time); utm
 * values in the page's own address win over them, never over the fixed utm_content
 * (app/lib/tracking.ts, resolveCampaign). Elsewhere the form has no fields: /download, and the
 * event carries the visit's own source. Pure; links.ts reads the form and the address.
 */
import { resolveCampaign, trackedPath, type Campaign } from "~/lib/tracking";

// What a download button's click sends, for the code that loads this module on that click (links.ts).
export { campaignAsSource } from "~/lib/tracking";

/** The in-site campaign of a download form's fields, or null when it has none (no utm_source). */
export function formCampaign(fields: URLSearchParams): Campaign | null {
  const source = fields.get("utm_source");
  if (!source) return null;
  const campaign: Campaign = {
    source,
    medium: fields.get("utm_medium") ?? "",
    campaign: fields.get("utm_campaign") ?? "",
    content: fields.get("utm_content") ?? "",
  };
  const term = fields.get("utm_term");
  if (term) campaign.term = term;
  return campaign;
}

/**
 * The address a download form at `path` with `fields` leads to from a page at `pageSearch`, and
 * the campaign its download_app event carries (null: the visit's own source).
 */
export function downloadTarget(
  path: string,
  fields: URLSearchParams,
  pageSearch: string,
): { href: string; campaign: Campaign | null } {
  const defaults = formCampaign(fields);
  if (!defaults) {
    const query = fields.toString();
    return { href: query ? `${path}?${query}` : path, campaign: null };
  }
  const campaign = resolveCampaign(defaults, pageSearch);
  return { href: trackedPath(path, campaign), campaign };
}
