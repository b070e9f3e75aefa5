/**
 * The browser's analytics as every page ships it: the consent choice, a
 * queue for what happens before it, the landing's campaign labels, and the
 * site's named events. Components call these helpers only.
 *
 * Nothing of the analytics client is loaded before Accept (issue 31): the
 * client, the attribution and the page fields are runtime.ts, fetched by a
 * dynamic import on Accept, or as soon as the stored choice is read as
 * Accept (consent.ts, readConsentLater, which does not hold up the page).
 * Until it is there, each call waits here in order, with what it must
 * remember of its moment (the page's address and title); Decline discards
 * them.
 *
 * The choice holds in every open tab: the tab where the visitor chooses says
 * so on a broadcast channel, and the others apply it at once (a withdrawal
 * stops all sending, tells the tag consent is denied and deletes its
 * cookies). The channel needs no storage, so it also works where local
 * storage is blocked (legal review L8). Only a browser without broadcast
 * channels listens for the stored value's `storage` event instead: listening
 * for it opens local storage, a synchronous call to another browser process
 * on the page's main thread, which every page load would otherwise pay
 * (docs/benchmarks.md, "2026-11-29 (day)").
 */
import { consent } from "~/config/constants";
import { removeStorage } from "~/lib/safe-storage";
import { deleteAnalyticsCookies, readConsentLater, writeConsent, type ConsentChoice } from "./consent";
import { consentAttribute } from "./consent-boot";
import { campaignLabels, trafficSourceKey, type TrafficSource } from "./labels";
import type { EventParams } from "./client";
import type { Runtime, Visit } from "./runtime";

type Call = (runtime: Runtime) => void;

/** Calls waiting for a choice or for the client to load; a page's worth, not a session's. */
const maxQueued = 100;

let started = false;
let choice: ConsentChoice | null = null;
/** Whether the visitor has answered in this document, here or in another tab: the stored choice then no longer applies. */
let answered = false;
let landing: Visit | null = null;
/** The landing address's own campaign labels: all the store links may carry before Accept. */
let landingLabels: TrafficSource | null = null;
let queue: Call[] = [];
let runtime: Runtime | null = null;
let loading: Promise<void> | null = null;
/** Starts the loaded client when Accept comes after a Decline that came while it was loading. */
let resume: (() => void) | null = null;
/** Called when the consent choice changes, or the client has loaded (the store links follow it). */
const consentListeners = new Set<() => void>();
/** The site's other open tabs: each change of the choice is told to them (null where unsupported). */
let tabs: BroadcastChannel | null = null;

/** Starts on first use in the browser (false while prerendering). */
function start(): boolean {
  if (typeof window === "undefined") return false;
  if (started) return true;
  started = true;
  landing = { href: window.location.href, referrer: document.referrer };
  landingLabels = campaignLabels(new URL(landing.href));
  void readConsentLater().then((stored) => {
    if (answered || stored === null) return;
    choice = stored;
    if (stored === "granted") load();
    else queue = [];
    notify();
  });
  if (typeof BroadcastChannel === "undefined") {
    window.addEventListener("storage", onStorage);
  } else {
    tabs = new BroadcastChannel(consent.channelName);
    tabs.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data === "granted" || event.data === "denied") follow(event.data);
    };
  }
  return true;
}

function notify() {
  for (const listener of consentListeners) listener();
}

function flush(target: Runtime) {
  const waiting = queue;
  queue = [];
  for (const call of waiting) call(target);
}

/** Fetches the client (once); it starts when it arrives, if the choice is still Accept. */
function load() {
  loading ??= import("./runtime").then(
    ({ startRuntime }) => {
      if (!landing) return;
      const visit = landing;
      const begin = () => {
        if (choice !== "granted" || runtime) return;
        runtime = startRuntime({ landing: visit });
        flush(runtime);
        notify();
      };
      begin();
      resume = begin;
    },
    (error: unknown) => {
      // Offline, or blocked: the page goes on without analytics; a later Accept tries again.
      loading = null;
      console.warn("[analytics] the analytics client did not load", error);
    },
  );
}

function apply(next: ConsentChoice) {
  answered = true;
  choice = next;
  if (next === "granted") {
    if (runtime) {
      runtime.setConsent("granted");
      flush(runtime);
    } else if (resume) resume();
    else load();
  } else {
    queue = [];
    runtime?.setConsent("denied");
    // Decline leaves nothing of the analytics behind, whenever it is clicked: what was stored
    // under an earlier consent goes with it (the inline script does the same before the page's scripts start).
    removeStorage("sessionStorage", trafficSourceKey);
    deleteAnalyticsCookies();
  }
  notify();
}

/** The visitor's answer in this tab: stored, then applied. */
export function setConsent(next: ConsentChoice): void {
  if (!start()) return;
  writeConsent(next);
  apply(next);
  tabs?.postMessage(next);
}

/** Another tab changed the choice (a browser without broadcast channels): this tab follows at once (the banner too, if it is open here). */
function onStorage(event: StorageEvent) {
  if (event.key !== consent.storageKey) return;
  if (event.newValue === "true" || event.newValue === "false") follow(event.newValue === "true" ? "granted" : "denied");
}

/** Applies a choice made in another tab. */
function follow(next: ConsentChoice) {
  if (next === choice) return;
  document.documentElement.setAttribute(consentAttribute, next === "granted" ? "true" : "false");
  apply(next);
}

function enqueue(call: Call) {
  if (!start() || choice === "denied") return;
  if (runtime && choice === "granted") call(runtime);
  else if (queue.length < maxQueued) queue.push(call);
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
  if (!start()) return null;
  return choice === "granted" && runtime ? runtime.trafficSource() : landingLabels;
}

export function track(name: string, params?: EventParams): void {
  enqueue((target) => target.track(name, params));
}

/**
 * One page view of the document on screen (src/scripts/site.ts: as it loads, and again when Back
 * or Forward shows it from the back-forward cache): `path` and `search` are its address, and its
 * referrer is the document's own, the page it was loaded from. The address and referrer are sent
 * only as page-context.ts builds them (no token, e-mail or fragment), never left to gtag.js.
 */
export function trackPageView(path: string, search = ""): void {
  if (!start()) return;
  const view = {
    path,
    title: document.title,
    href: `${window.location.origin}${path}${search}`,
    referrer: document.referrer,
  };
  enqueue((target) => target.pageView(view));
}

/**
 * The download conversion (spec §7), sent before navigating to /download.
 * `campaign` is an in-site link's own campaign (a guide's call to action);
 * it travels in this event only and never replaces the stored source.
 */
export function trackDownload(campaign?: TrafficSource | null): void {
  enqueue((target) => target.download(campaign));
}

export function trackInviteOpened(): void {
  track("user_opened_invite_link", {
    event_category: "engagement",
    event_action: "invite_opened",
    event_label: "invite_link",
    value: 1,
  });
}
