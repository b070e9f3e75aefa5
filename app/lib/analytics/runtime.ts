/**
 * The analytics client proper, loaded by index.ts only once the visitor has
 * accepted (on Accept, or on a visit whose stored choice is Accept; issue 31):
 * the consent-gated gtag client, the traffic-source attribution and the page
 * fields. Nothing here runs, or is even fetched, before that.
 */
import { siteConfig } from "~/config/site";
import { readStorage, writeStorage } from "~/lib/safe-storage";
import { inSiteSource } from "~/lib/tracking";
import { attributeVisit, hasCampaignParams, parseTrafficSource, referrerOrigin } from "./attribution";
import { createAnalytics, type AnalyticsWindow, type EventParams } from "./client";
import type { ConsentChoice } from "./consent";
import { trafficSourceKey, type TrafficSource } from "./labels";
import { pageContext } from "./page-context";

/** An address as the page saw it, and the address it was reached from. */
export interface Visit {
  href: string;
  referrer: string;
}

/** A page view as it happened (queued before Accept: title and addresses are read when it happens). */
export interface PageView extends Visit {
  path: string;
  title: string;
}

export interface RuntimeDeps {
  /** The address the visitor landed on, and document.referrer: the page the tag is configured with. */
  landing: Visit;
}

export interface Runtime {
  /** Applies a later change of the choice (a withdrawal, or Accept again). */
  setConsent(choice: ConsentChoice): void;
  /** This visit's traffic-source record (stable between changes). */
  trafficSource(): TrafficSource | null;
  track(name: string, params?: EventParams): void;
  pageView(view: PageView): void;
  /** The download conversion (spec §7); `campaign` is an in-site link's own campaign. */
  download(campaign?: TrafficSource | null): void;
}

function loadScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * The stored source as event parameters (source, medium, campaign, content,
 * term, and the Google click id). GA4 reserves the name `gclid`, so the click
 * id travels as `click_id_google` (decisions.md, "Analytics names").
 */
function sourceParams(source: TrafficSource | null): EventParams {
  return {
    source: source?.utm_source,
    medium: source?.utm_medium,
    campaign: source?.utm_campaign,
    content: source?.utm_content,
    term: source?.utm_term,
    click_id_google: source?.gclid,
  };
}

/** Starts the client with consent granted: the tag, then the landing's attribution. */
export function startRuntime({ landing }: RuntimeDeps): Runtime {
  const analytics = createAnalytics({
    measurementId: siteConfig.analytics.measurementId,
    win: window as unknown as AnalyticsWindow,
    loadScript,
    page: () => pageContext(landing.href, landing.referrer),
  });
  analytics.setConsent("granted");

  let trafficSource: TrafficSource | null = null;

  function persist() {
    if (trafficSource && analytics.consent === "granted") {
      writeStorage("sessionStorage", trafficSourceKey, JSON.stringify(trafficSource));
    }
  }

  // Spec §4: attribute the landing; a new campaign replaces the stored source. A link from one of
  // our own pages is not a new way in, whatever campaign it carries (decisions.md, "In-site
  // campaign links": a call to action passes on the page's own utm values, the language switch
  // keeps the query): it keeps the stored source. Such a link says so by its utm_source (website)
  // or by its referrer, this site.
  const url = new URL(landing.href);
  const stored = parseTrafficSource(readStorage("sessionStorage", trafficSourceKey));
  const inSite = url.searchParams.get("utm_source") === inSiteSource || referrerOrigin(landing.referrer) === url.origin;
  if (stored && (!hasCampaignParams(url) || inSite)) {
    trafficSource = stored;
    persist(); // a record kept by an earlier version is stored again as it is read (cleaned)
  } else {
    trafficSource = attributeVisit(url, landing.referrer);
    persist();
    analytics.track("site_first_visit", { page_path: url.pathname });
    analytics.track("traffic_source", {
      event_category: "traffic",
      event_label: `${trafficSource.utm_source} / ${trafficSource.utm_medium}`,
      ...sourceParams(trafficSource),
    });
  }

  return {
    setConsent(choice) {
      analytics.setConsent(choice);
      persist();
    },
    trafficSource: () => trafficSource,
    track: (name, params) => analytics.track(name, params),
    pageView({ path, title, href, referrer }) {
      analytics.track("page_view", {
        page_path: path,
        page_title: title,
        ...pageContext(href, referrer),
        ...sourceParams(trafficSource),
      });
    },
    download(campaign) {
      const { source, medium, campaign: name, content } = sourceParams(campaign ?? trafficSource);
      analytics.track("download_app", {
        event_category: "conversion",
        event_label: "web",
        platform: "web",
        value: 1,
        source,
        medium,
        campaign: name,
        content,
      });
    },
  };
}
