/**
 * Traffic-source attribution (spec.md §3 and §4, "Source attribution").
 * Pure functions: the caller passes the address and referrer in. Loaded with
 * the analytics client, after Accept; what every page needs is in labels.ts.
 */
import { cleanParam, isLabel, sourceLabel, trafficSourceFields, type TrafficSource } from "./labels";

// Where the record's key and shape were first defined; tests import them from here.
export { trafficSourceKey, type TrafficSource } from "./labels";

interface HostRule {
  test: (host: string) => boolean;
  source: string;
  medium: string;
}

const isDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

const hostRules: HostRule[] = [
  { test: (h) => isDomain(h, "instagram.com"), source: "instagram", medium: "social" },
  { test: (h) => isDomain(h, "facebook.com") || isDomain(h, "fb.com"), source: "facebook", medium: "social" },
  { test: (h) => isDomain(h, "reddit.com"), source: "reddit", medium: "social" },
  // google.com, google.de, google.co.uk, ...
  { test: (h) => /(^|\.)google\.[a-z.]+$/.test(h), source: "google", medium: "organic" },
  { test: (h) => isDomain(h, "youtube.com") || isDomain(h, "youtu.be"), source: "youtube", medium: "video" },
  {
    test: (h) => isDomain(h, "twitter.com") || isDomain(h, "x.com") || h === "t.co",
    source: "twitter",
    medium: "social",
  },
];

/** Source and medium from the referring page alone. */
export function classifyReferrer(referrer: string | undefined, ownHost?: string): { source: string; medium: string } {
  if (!referrer) return { source: "direct", medium: "none" };
  let host: string;
  try {
    const url = new URL(referrer);
    if (!url.hostname) throw new Error("no host");
    host = url.hostname.toLowerCase();
  } catch {
    return { source: "referral", medium: "referral" };
  }
  // A visitor moving between our own pages did not come from anywhere new.
  if (ownHost && host === ownHost.toLowerCase()) return { source: "direct", medium: "none" };
  const rule = hostRules.find((candidate) => candidate.test(host));
  if (rule) return { source: rule.source, medium: rule.medium };
  return { source: host.replace(/^www\./, ""), medium: "referral" };
}

/**
 * The referring address as it may be kept and sent: its origin only, never the
 * path or query of another site (they can carry a search term, an e-mail
 * address, a token). Nothing for a referrer that is no web address.
 */
export function referrerOrigin(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Builds the traffic-source record for a landing on `url` from `referrer`.
 * `?source=` / `?ref=` count only as a label (labels.ts); the Facebook click
 * id (fbclid) is not read at all: it was stored and never used (issue 31).
 */
export function attributeVisit(url: URL, referrer: string, ownHost = url.hostname): TrafficSource {
  const q = (name: string) => cleanParam(url.searchParams.get(name));
  const utmSource = q("utm_source");
  const sourceParam = sourceLabel(url.searchParams);
  const gclid = q("gclid");
  const cleanReferrer = cleanParam(referrer);

  let source: string;
  let medium: string;
  if (utmSource) {
    source = utmSource;
    medium = q("utm_medium") ?? "(not set)";
  } else if (sourceParam) {
    source = sourceParam;
    medium = q("utm_medium") ?? "referral";
  } else if (gclid) {
    source = "google";
    medium = "cpc";
  } else {
    ({ source, medium } = classifyReferrer(cleanReferrer, ownHost));
  }

  const record: TrafficSource = {
    utm_source: source,
    utm_medium: medium,
    utm_campaign: q("utm_campaign"),
    utm_content: q("utm_content"),
    utm_term: q("utm_term"),
    gclid,
    source: sourceParam,
    referrer: referrerOrigin(cleanReferrer),
  };
  return dropUndefined(record);
}

/** True when the address carries a campaign marker that must replace a stored source. */
export function hasCampaignParams(url: URL): boolean {
  return ["utm_source", "gclid"].some((name) => cleanParam(url.searchParams.get(name)) !== undefined);
}

/**
 * A stored record, cleaned as it is read: only the record's own fields
 * (a record kept by an earlier version may hold fbclid, or a whole referring
 * address), and a `source` that is no label (labels.ts) is dropped with the
 * source it named. Null for none, a corrupt record or one without a source.
 */
export function parseTrafficSource(raw: string | null): TrafficSource | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const given = value as Record<string, unknown>;
  const record: Record<string, string> = {};
  for (const key of trafficSourceFields) {
    const text = typeof given[key] === "string" ? cleanParam(given[key]) : undefined;
    const cleaned = key === "referrer" ? referrerOrigin(text) : text;
    if (cleaned !== undefined) record[key] = cleaned;
  }
  if (record.source !== undefined && !isLabel(record.source)) {
    // Kept before labels were checked: free text, and maybe the record's utm_source too.
    if (record.utm_source === record.source) return null;
    delete record.source;
  }
  if (typeof record.utm_source !== "string" || typeof record.utm_medium !== "string") return null;
  return record as unknown as TrafficSource;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
