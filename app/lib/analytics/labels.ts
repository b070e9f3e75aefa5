/**
 * What the page may know of a visit's source before the analytics client is
 * loaded (decisions.md, "What travels before consent"): the traffic-source
 * record's shape and key, and the campaign labels of the landing address.
 * Small on purpose: every page ships it; the rest of the attribution
 * (attribution.ts) loads with the client, after Accept.
 */

export const trafficSourceKey = "wayfellow_traffic_source";

/**
 * The traffic-source record (spec.md §3, less what is never kept: the Facebook
 * click id counts by its presence only, its value is neither stored nor sent;
 * decisions.md, "Traffic attribution keeps labels, never values"). Kept in
 * memory until Accept, then in session storage under `trafficSourceKey`.
 */
export interface TrafficSource {
  utm_source: string;
  utm_medium: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  gclid?: string;
  /** The `source` (or `ref`) query parameter, when it is a label (isLabel). */
  source?: string;
  /** The referring site's origin (never its path or query), when there was one. */
  referrer?: string;
}

/** The fields a traffic-source record may hold; anything else in a stored record is dropped. */
export const trafficSourceFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "gclid",
  "source",
  "referrer",
] as const satisfies readonly (keyof TrafficSource)[];

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

/** The longest `?source=` / `?ref=` value kept. */
export const maxLabelLength = 64;
const labelPattern = new RegExp(`^[A-Za-z0-9._-]{1,${maxLabelLength}}$`);

/**
 * True for a short label: letters, digits, ".", "_" and "-", at most 64
 * characters ("partner-blog", "producthunt", "ig.story_2"). `?source=` and
 * `?ref=` are free text anyone can put in a link (an e-mail address, a name):
 * only a label is kept, sent or passed on; anything else is dropped whole.
 */
export function isLabel(value: string | null | undefined): value is string {
  return typeof value === "string" && labelPattern.test(value);
}

/**
 * A campaign parameter (`utm_source`, `utm_medium`, … `source`, `ref`) of `search` when it is a
 * label (surrounding spaces ignored), else nothing: free text such as an e-mail address put in a
 * link is dropped whole, in analytics, storage and store links alike.
 */
export function labelParam(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim();
  return isLabel(value) ? value : undefined;
}

/** The `source` (else `ref`) parameter of `search` when it is a label (surrounding spaces ignored). */
export function sourceLabel(search: URLSearchParams): string | undefined {
  return labelParam(search, "source") ?? labelParam(search, "ref");
}

/**
 * What may travel before the visitor accepts (decisions.md, "What travels
 * before consent"): the campaign labels of the visitor's own address (utm
 * source, medium, campaign, content) and nothing derived from the referrer,
 * a click id or storage. Null when the address has no utm_source that is a label.
 */
export function campaignLabels(url: URL): TrafficSource | null {
  const q = (name: string) => labelParam(url.searchParams, name);
  const source = q("utm_source");
  if (!source) return null;
  const labels: TrafficSource = { utm_source: source, utm_medium: q("utm_medium") ?? "(not set)" };
  const campaign = q("utm_campaign");
  const content = q("utm_content");
  if (campaign) labels.utm_campaign = campaign;
  if (content) labels.utm_content = content;
  return labels;
}
