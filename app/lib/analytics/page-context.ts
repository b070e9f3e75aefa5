/**
 * The page address and referrer as the analytics service receives them
 * (issue 21, "Analytics sends no private value"). gtag.js fills
 * `page_location` from the address bar and `page_referrer` from
 * `document.referrer` whenever they are not given. Both can carry private
 * values: the invite token (/invite?token=…), an e-mail address
 * (/email-confirmed?…), a trip ledger in a fragment. So every page view, and
 * the tag's configuration, sets them explicitly from these builders:
 *
 * - `page_location`: origin + path + only the five campaign parameters
 *   (`campaignParams`), each only when it is a label (labels.ts), in a fixed order; every other
 *   parameter and the fragment are dropped.
 * - `page_referrer`: a page of this site as origin + path, another site as
 *   its origin only, anything else (none, malformed, not http) as "".
 *
 * Pure functions: the caller passes the addresses in.
 */
import { labelParam } from "./labels";

/**
 * The campaign parameters kept in a page address, in the order they are
 * sent: the five the privacy policy names (issue 31). GA4 would read more
 * (utm_id, utm_source_platform, utm_creative_format, utm_marketing_tactic);
 * they are dropped with every other parameter.
 */
export const campaignParams = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export interface PageContext {
  page_location: string;
  page_referrer: string;
}

function parse(address: string, base?: string): URL | null {
  try {
    const url = new URL(address, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** origin + path + the campaign parameters of `href`; "" when `href` is not a web address. */
export function pageLocation(href: string): string {
  const url = parse(href);
  if (!url) return "";
  const kept = new URLSearchParams();
  for (const name of campaignParams) {
    const value = labelParam(url.searchParams, name);
    if (value !== undefined) kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

/**
 * The referrer as it may be sent: origin + path for a page of `ownOrigin`,
 * the origin alone for another site, "" for none or anything unreadable.
 */
export function pageReferrer(referrer: string | null | undefined, ownOrigin: string): string {
  if (!referrer) return "";
  const url = parse(referrer);
  if (!url) return "";
  return url.origin === ownOrigin ? `${url.origin}${url.pathname}` : url.origin;
}

/** The page context of a page view at `href`, reached from `referrer` (the previous page or document.referrer). */
export function pageContext(href: string, referrer: string | null | undefined): PageContext {
  const own = parse(href)?.origin ?? "";
  return { page_location: pageLocation(href), page_referrer: pageReferrer(referrer, own) };
}
