/**
 * Store links that carry the visitor's campaign source into the stores, so
 * installs can be attributed to the campaign that brought the visitor
 * (decisions.md, "/download").
 *
 * - App Store: `pt` (provider token) and `ct` (campaign token, at most 40
 *   characters: utm_campaign, else utm_source), plus `mt=8` as in the links
 *   App Store Connect generates.
 * - Google Play: `referrer`, the utm values as one URL-encoded query string;
 *   the app reads it back through the Play Install Referrer API.
 *
 * Without a source (prerendering, or a direct visit with no campaign) the
 * plain listing URLs are used.
 */
import type { TrafficSource } from "~/lib/analytics/labels";

export interface StoreLinkConfig {
  appStoreUrl: string;
  providerToken: string;
  playStoreUrl: string;
}

export interface StoreLinks {
  ios: string;
  android: string;
}

/** Apple's limit for the campaign token. */
export const campaignTokenMaxLength = 40;

/** Whether the source says anything worth passing on ("direct / none" does not). */
export function hasCampaignSource(source: TrafficSource | null | undefined): source is TrafficSource {
  if (!source?.utm_source) return false;
  return !(source.utm_source === "direct" && !source.utm_campaign);
}

/** utm_campaign, else utm_source, cut to 40 characters (never inside a character). */
export function campaignToken(source: TrafficSource): string | undefined {
  const token = (source.utm_campaign ?? source.utm_source)?.trim();
  if (!token) return undefined;
  return Array.from(token).slice(0, campaignTokenMaxLength).join("");
}

function withParams(base: string, query: string): string {
  const [path, hash] = base.split("#", 2);
  const separator = path!.includes("?") ? "&" : "?";
  return `${path}${separator}${query}${hash === undefined ? "" : `#${hash}`}`;
}

export function appStoreLink(
  config: Pick<StoreLinkConfig, "appStoreUrl" | "providerToken">,
  source: TrafficSource | null | undefined,
): string {
  if (!hasCampaignSource(source)) return config.appStoreUrl;
  const token = campaignToken(source);
  const params = new URLSearchParams();
  if (config.providerToken) params.set("pt", config.providerToken);
  if (token) params.set("ct", token);
  params.set("mt", "8");
  return withParams(config.appStoreUrl, params.toString().replace(/\+/g, "%20"));
}

/** "utm_source=..&utm_medium=..&utm_campaign=..&utm_content=..", each value encoded, absent ones left out. */
export function playReferrer(source: TrafficSource): string {
  const fields = [
    ["utm_source", source.utm_source],
    ["utm_medium", source.utm_medium],
    ["utm_campaign", source.utm_campaign],
    ["utm_content", source.utm_content],
  ] as const;
  return fields
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join("&");
}

export function playStoreLink(
  config: Pick<StoreLinkConfig, "playStoreUrl">,
  source: TrafficSource | null | undefined,
): string {
  if (!hasCampaignSource(source)) return config.playStoreUrl;
  return withParams(config.playStoreUrl, `referrer=${encodeURIComponent(playReferrer(source))}`);
}

export function storeLinks(config: StoreLinkConfig, source: TrafficSource | null | undefined): StoreLinks {
  return { ios: appStoreLink(config, source), android: playStoreLink(config, source) };
}
