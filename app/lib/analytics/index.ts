/**
 * The browser's analytics: one consent-gated client, the traffic-source
 * record, and the site's named events. Components call these helpers only.
 */
import { siteConfig } from "~/config/site";
import { readStorage, removeStorage, writeStorage } from "~/lib/safe-storage";
import {
  attributeVisit,
  campaignLabels,
  hasCampaignParams,
  parseTrafficSource,
  trafficSourceKey,
  type TrafficSource,
} from "./attribution";
import { inSiteSource } from "~/lib/tracking";
import { createAnalytics, type Analytics, type AnalyticsWindow, type EventParams } from "./client";
import { deleteAnalyticsCookies, readConsent, writeConsent, type ConsentChoice } from "./consent";
import { pageContext, type PageContext } from "./page-context";

let analytics: Analytics | null = null;
let trafficSource: TrafficSource | null = null;
/** The landing address's own campaign labels: all the store links may carry before Accept. */
let landingLabels: TrafficSource | null = null;
/** Called when the consent choice changes (the store links follow it). */
const consentListeners = new Set<() => void>();
/** The address of the last page view in this document: the next page view's referrer. */
let lastViewed: { href: string; context: PageContext } | null = null;

/**
 * The page as it may be sent (page-context.ts). A route change inside the
 * app does not change document.referrer, so the previous page viewed is the
 * referrer; the first page view's is document.referrer.
 */
function currentPage(): PageContext {
  return lastViewed?.context ?? pageContext(window.location.href, document.referrer);
}

function loadScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function persistTrafficSource() {
  if (trafficSource && analytics?.consent === "granted") {
    writeStorage("sessionStorage", trafficSourceKey, JSON.stringify(trafficSource));
  }
}

/** The analytics client, created on first use in the browser (null while prerendering). */
function client(): Analytics | null {
  if (typeof window === "undefined") return null;
  if (analytics) return analytics;
  analytics = createAnalytics({
    measurementId: siteConfig.analytics.measurementId,
    win: window as unknown as AnalyticsWindow,
    loadScript,
    page: currentPage,
  });
  const stored = readConsent();
  if (stored) analytics.setConsent(stored);
  attributeLanding(analytics);
  return analytics;
}

/** Spec §4: attribute the landing; a new campaign replaces the stored source. */
function attributeLanding(target: Analytics) {
  const url = new URL(window.location.href);
  landingLabels = campaignLabels(url);
  const stored =
    target.consent === "granted" ? parseTrafficSource(readStorage("sessionStorage", trafficSourceKey)) : null;
  // A link from one of our own pages (utm_source=website) is not a new way in: it keeps the stored source.
  const inSite = url.searchParams.get("utm_source") === inSiteSource;
  if (stored && (!hasCampaignParams(url) || inSite)) {
    trafficSource = stored;
    return;
  }
  trafficSource = attributeVisit(url, document.referrer);
  persistTrafficSource();
  target.track("site_first_visit", { page_path: url.pathname });
  target.track("traffic_source", {
    event_category: "traffic",
    event_label: `${trafficSource.utm_source} / ${trafficSource.utm_medium}`,
    ...sourceParams(),
  });
}

/**
 * The stored source as event parameters (source, medium, campaign, content,
 * term, and the Google click id). GA4 reserves the name `gclid`, so the click
 * id travels as `click_id_google` (decisions.md, "Analytics names").
 */
function sourceParams(source: TrafficSource | null = trafficSource): EventParams {
  return {
    source: source?.utm_source,
    medium: source?.utm_medium,
    campaign: source?.utm_campaign,
    content: source?.utm_content,
    term: source?.utm_term,
    click_id_google: source?.gclid,
  };
}

export function setConsent(choice: ConsentChoice): void {
  const target = client();
  writeConsent(choice);
  target?.setConsent(choice);
  if (choice === "denied") {
    // Decline leaves nothing of the analytics behind, whenever it is clicked: what was stored
    // under an earlier consent goes with it (the inline script does the same before hydration).
    removeStorage("sessionStorage", trafficSourceKey);
    deleteAnalyticsCookies();
  }
  persistTrafficSource();
  for (const listener of consentListeners) listener();
}

/** Calls `listener` whenever the visitor's consent choice changes; returns the unsubscribe. */
export function subscribeConsent(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/**
 * The source the store links may carry (decisions.md, "What travels before
 * consent"): after Accept the visit's record, else only the campaign labels
 * of the landing address (null without any). Stable between consent changes.
 */
export function getShareableSource(): TrafficSource | null {
  const target = client();
  return target?.consent === "granted" ? trafficSource : landingLabels;
}

/** The traffic-source record of this visit (in memory until consent). */
export function getTrafficSource(): TrafficSource | null {
  client();
  return trafficSource;
}

export function track(name: string, params?: EventParams): void {
  client()?.track(name, params);
}

/**
 * One page view: `path` and `search` are the router's location. The address
 * and referrer are sent only as page-context.ts builds them (no token, e-mail
 * or fragment), never left to gtag.js.
 */
export function trackPageView(path: string, search = ""): void {
  const href = `${window.location.origin}${path}${search}`;
  const context = pageContext(href, lastViewed?.href ?? document.referrer);
  lastViewed = { href, context };
  track("page_view", {
    page_path: path,
    page_title: document.title,
    ...context,
    ...sourceParams(getTrafficSource()),
  });
}

/**
 * The download conversion (spec §7), sent before navigating to /download.
 * `campaign` is an in-site link's own campaign (a guide's call to action);
 * it travels in this event only and never replaces the stored source.
 */
export function trackDownload(campaign?: TrafficSource | null): void {
  const { source, medium, campaign: name, content } = sourceParams(campaign ?? getTrafficSource());
  track("download_app", {
    event_category: "conversion",
    event_label: "web",
    platform: "web",
    value: 1,
    source,
    medium,
    campaign: name,
    content,
  });
}

export function trackInviteOpened(): void {
  track("user_opened_invite_link", {
    event_category: "engagement",
    event_action: "invite_opened",
    event_label: "invite_link",
    value: 1,
  });
}
