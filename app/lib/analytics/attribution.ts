/**
 * Traffic-source attribution (spec.md §3 and §4, "Source attribution").
 * Pure functions: the caller passes the address and referrer in. Loaded with
 * the analytics client, after Accept; what every page needs is in labels.ts.
 */
import { cleanParam, isLabel, labelParam, sourceLabel, trafficSourceFields, type TrafficSource } from "./labels";

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

/** The medium of a utm_source given without utm_medium, as Google Analytics names it. */
const notSet = "(not set)";

/** True when the address carries a Facebook click id: only its presence counts, never its value. */
function hasFacebookClickId(url: URL): boolean {
  return cleanParam(url.searchParams.get("fbclid")) !== undefined;
}

/**
 * Builds the traffic-source record for a landing on `url` from `referrer`
 * (spec.md §4, "Source attribution"): utm_source, else `?source=` / `?ref=`,
 * else a Facebook click id (facebook / social), else a Google click id
 * (google / cpc), else the referring site. Every campaign value counts only
 * as a label (labels.ts): anything else is dropped as if it were absent.
 * The Facebook click id's value is neither kept nor sent.
 */
export function attributeVisit(url: URL, referrer: string, ownHost = url.hostname): TrafficSource {
  const label = (name: string) => labelParam(url.searchParams, name);
  const utmSource = label("utm_source");
  const sourceParam = sourceLabel(url.searchParams);
  const gclid = cleanParam(url.searchParams.get("gclid"));
  const cleanReferrer = cleanParam(referrer);

  let source: string;
  let medium: string;
  if (utmSource) {
    source = utmSource;
    medium = label("utm_medium") ?? notSet;
  } else if (sourceParam) {
    source = sourceParam;
    medium = label("utm_medium") ?? "referral";
  } else if (hasFacebookClickId(url)) {
    source = "facebook";
    medium = "social";
  } else if (gclid) {
    source = "google";
    medium = "cpc";
  } else {
    ({ source, medium } = classifyReferrer(cleanReferrer, ownHost));
  }

  const record: TrafficSource = {
    utm_source: source,
    utm_medium: medium,
    utm_campaign: label("utm_campaign"),
    utm_content: label("utm_content"),
    utm_term: label("utm_term"),
    gclid,
    source: sourceParam,
    referrer: referrerOrigin(cleanReferrer),
  };
  return dropUndefined(record);
}

/**
 * True when the address carries a campaign marker that must replace a stored source (spec.md §4:
 * utm_source, fbclid, gclid; a utm_source that is no label counts as absent).
 */
export function hasCampaignParams(url: URL): boolean {
  return (
    labelParam(url.searchParams, "utm_source") !== undefined ||
    hasFacebookClickId(url) ||
    cleanParam(url.searchParams.get("gclid")) !== undefined
  );
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
  // Campaign values kept before they were checked as labels: free text is dropped, a source too.
  for (const key of ["utm_campaign", "utm_content", "utm_term"] as const) {
    if (record[key] !== undefined && !isLabel(record[key])) delete record[key];
  }
  if (!isLabel(record.utm_source)) return null;
  if (record.utm_medium !== notSet && !isLabel(record.utm_medium)) return null;
  return record as unknown as TrafficSource;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
