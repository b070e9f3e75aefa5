/**
 * Consent-gated analytics (decisions.md, "Consent before analytics").
 *
 * - Before a choice, events wait in memory, in order; nothing is loaded or sent.
 * - Accept: the gtag script is loaded (when a measurement id is configured),
 *   consent goes default-denied then granted, and the queue is flushed.
 * - Decline: the queue is discarded and later events are dropped.
 * - Decline after Accept (consent withdrawn): consent goes to denied and the
 *   loaded tag is switched off; nothing more is sent.
 * - Accept after a withdrawal: consent goes back to granted, the tag on.
 * The tag is configured with Google signals and ad personalisation off.
 * Without a measurement id, granted events still land in window.dataLayer.
 *
 * The page address never reaches the service from the address bar: the
 * config command and every page view carry `page_location` and
 * `page_referrer` built by page-context.ts, and each page view `set`s them
 * for the events that follow it (issue 21). What this code cannot switch
 * off is the GA4 property's "enhanced measurement" (outbound clicks, file
 * downloads, form interactions, site search, history page views): it must
 * stay off in the property's settings, since those events read link
 * addresses and forms (`npm run check:deploy` prints the property's
 * checklist). No link address that leaves the site carries a private value
 * either (the invite's Play link adds the token only on a tap).
 */
import type { ConsentChoice } from "./consent";
import type { PageContext } from "./page-context";

export type EventParams = Record<string, string | number | undefined>;

export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  /** gtag.js's documented opt-out switch, `ga-disable-<measurement id>`. */
  [optOut: `ga-disable-${string}`]: boolean | undefined;
}

export interface AnalyticsDeps {
  measurementId: string;
  win: AnalyticsWindow;
  loadScript: (src: string) => void;
  /** The current page as it may be sent, for the config command (gtag.js would read the address bar). */
  page: () => PageContext;
}

export interface Analytics {
  readonly consent: ConsentChoice | null;
  /** Applies a stored or fresh choice. The first granted call starts the service. */
  setConsent(choice: ConsentChoice): void;
  track(name: string, params?: EventParams): void;
  /** Events waiting for a choice (for tests and debugging). */
  pending(): ReadonlyArray<readonly [string, EventParams]>;
}

export const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/**
 * The page fields: sent even when empty, because a missing one is filled in
 * by gtag.js from the address bar or document.referrer.
 */
const pageFields = new Set(["page_location", "page_referrer"]);

function compact(params: EventParams): EventParams {
  return Object.fromEntries(
    Object.entries(params).filter(([key, value]) => value !== undefined && (value !== "" || pageFields.has(key))),
  );
}

export function createAnalytics({ measurementId, win, loadScript, page }: AnalyticsDeps): Analytics {
  let choice: ConsentChoice | null = null;
  let started = false;
  let queue: [string, EventParams][] = [];

  function gtag(...args: unknown[]) {
    win.gtag?.(...args);
  }

  function start() {
    if (started) return;
    started = true;
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    // gtag.js reads Arguments objects from the data layer, not arrays.
    win.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    gtag("consent", "default", {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    gtag("consent", "update", { analytics_storage: "granted" });
    gtag("js", new Date());
    if (measurementId) {
      // Page views are sent by the page's script, once per document shown; the page
      // fields are given, so the tag never reads them from the address bar.
      // Google signals and ad personalisation off (issue 31): no cross-device data from signed-in
      // Google accounts, nothing for ads; what the property's own settings must add, check:deploy lists.
      gtag("config", measurementId, {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        ...page(),
      });
      loadScript(gtagScriptUrl(measurementId));
    }
  }

  function send(name: string, params: EventParams) {
    if (name === "page_view" && "page_location" in params) {
      // The events after a page view (and any the tag sends itself) belong to that page.
      const fields = Object.fromEntries(
        Object.entries(params).filter(([key]) => pageFields.has(key) || key === "page_title"),
      );
      gtag("set", fields);
    }
    gtag("event", name, params);
  }

  return {
    get consent() {
      return choice;
    },
    setConsent(next) {
      const previous = choice;
      const withdrawn = previous === "granted" && next === "denied";
      choice = next;
      if (next === "granted") {
        if (measurementId) win[`ga-disable-${measurementId}`] = false;
        // Accept after a withdrawal on the same page: the tag is loaded and holds "denied".
        if (started && previous !== "granted") gtag("consent", "update", { analytics_storage: "granted" });
        start();
        const waiting = queue;
        queue = [];
        for (const [name, params] of waiting) send(name, params);
      } else {
        queue = [];
        if (withdrawn) {
          // Consent withdrawn after it was given: tell the service, then switch
          // the loaded tag off so it sends nothing more, not even cookieless pings.
          gtag("consent", "update", { analytics_storage: "denied" });
          if (measurementId) win[`ga-disable-${measurementId}`] = true;
        }
      }
    },
    track(name, params = {}) {
      const clean = compact(params);
      if (choice === "granted") send(name, clean);
      else if (choice === null) queue.push([name, clean]);
    },
    pending() {
      return queue;
    },
  };
}
