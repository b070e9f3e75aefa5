/**
 * Traffic-source attribution (spec.md §3 and §4, "Source attribution").
 * Pure functions: the caller passes the address and referrer in.
 */

export const trafficSourceKey = "wayfellow_traffic_source";

export interface TrafficSource {
  utm_source: string;
  utm_medium: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  fbclid?: string;
  gclid?: string;
  /** The `source` (or `ref`) query parameter as given. */
  source?: string;
  /** The referring site's origin (never its path or query), when there was one. */
  referrer?: string;
}

const maxValueLength = 200;

/** Untrusted text from the address bar: control characters removed, length capped. */
export function cleanParam(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const cleaned = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, maxValueLength);
  return cleaned === "" ? undefined : cleaned;
}

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

/** Builds the traffic-source record for a landing on `url` from `referrer`. */
export function attributeVisit(url: URL, referrer: string, ownHost = url.hostname): TrafficSource {
  const q = (name: string) => cleanParam(url.searchParams.get(name));
  const utmSource = q("utm_source");
  const sourceParam = q("source") ?? q("ref");
  const fbclid = q("fbclid");
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
  } else if (fbclid) {
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
    utm_campaign: q("utm_campaign"),
    utm_content: q("utm_content"),
    utm_term: q("utm_term"),
    fbclid,
    gclid,
    source: sourceParam,
    referrer: referrerOrigin(cleanReferrer),
  };
  return dropUndefined(record);
}

/**
 * What may travel before the visitor accepts (decisions.md, "What travels
 * before consent"): the campaign labels of the visitor's own address (utm
 * source, medium, campaign, content) and nothing derived from the referrer,
 * a click id or storage. Null when the address has no utm_source.
 */
export function campaignLabels(url: URL): TrafficSource | null {
  const q = (name: string) => cleanParam(url.searchParams.get(name));
  const source = q("utm_source");
  if (!source) return null;
  return dropUndefined({
    utm_source: source,
    utm_medium: q("utm_medium") ?? "(not set)",
    utm_campaign: q("utm_campaign"),
    utm_content: q("utm_content"),
  });
}

/** True when the address carries a campaign marker that must replace a stored source. */
export function hasCampaignParams(url: URL): boolean {
  return ["utm_source", "fbclid", "gclid"].some((name) => cleanParam(url.searchParams.get(name)) !== undefined);
}

export function parseTrafficSource(raw: string | null): TrafficSource | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === "object" &&
      typeof (value as TrafficSource).utm_source === "string" &&
      typeof (value as TrafficSource).utm_medium === "string"
    ) {
      const record: Record<string, string> = {};
      for (const [key, field] of Object.entries(value)) {
        const text = typeof field === "string" ? cleanParam(field) : undefined;
        // A record kept by an earlier version may hold a whole referring address.
        const cleaned = key === "referrer" ? referrerOrigin(text) : text;
        if (cleaned !== undefined) record[key] = cleaned;
      }
      return record as unknown as TrafficSource;
    }
  } catch {
    // fall through: a corrupt record is treated as none
  }
  return null;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
