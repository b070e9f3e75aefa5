// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Runtime, RuntimeDeps } from "./runtime";

/** What the (mocked) analytics client was asked to do, in order. */
const calls: string[] = [];
let loaded = 0;

vi.mock("./runtime", () => {
  loaded++;
  return {
    startRuntime: (deps: RuntimeDeps): Runtime => {
      calls.push(`start ${new URL(deps.landing.href).pathname}`);
      return {
        setConsent: (choice) => calls.push(`consent ${choice}`),
        trafficSource: () => ({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }),
        track: (name) => calls.push(name),
        pageView: (view) => calls.push(`page_view ${view.path} from ${view.referrer || "-"} "${view.title}"`),
        download: () => calls.push("download_app"),
      };
    },
  };
});

/** A fresh copy of the module, as on a new page load. */
async function freshAnalytics() {
  vi.resetModules();
  return import("./index");
}

/**
 * The browser's broadcast channels, one set per test: a page's module copy from an earlier test
 * (each test loads its own, as a new page would) never hears this test's messages, and a test can
 * speak as another open tab of the site.
 */
let channels: FakeChannel[] = [];
class FakeChannel {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  private readonly peers = channels;
  constructor(readonly name: string) {
    this.peers.push(this);
  }
  postMessage(data: unknown) {
    for (const peer of this.peers) {
      if (peer !== this && peer.name === this.name) peer.onmessage?.(new MessageEvent("message", { data }));
    }
  }
  close() {}
}
/** Another open tab of the site, as a channel of the given name. */
const otherTab = (name: string) => new FakeChannel(name);

/** Lets the dynamic import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  channels = [];
  vi.stubGlobal("BroadcastChannel", FakeChannel);
  calls.length = 0;
  loaded = 0;
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = "CookieConsent=; Max-Age=0; Path=/";
  window.history.replaceState(null, "", "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
  document.title = "Home";
});

afterEach(() => {
  document.documentElement.removeAttribute("data-consent");
  vi.unstubAllGlobals();
});

describe("the analytics queue every page ships", () => {
  it("loads nothing of the client before a choice, and keeps what happens in order with its moment", async () => {
    const analytics = await freshAnalytics();
    analytics.trackPageView("/", "?utm_source=newsletter");
    document.title = "Contact";
    analytics.trackPageView("/contact");
    analytics.track("share");
    await settle();
    expect(loaded).toBe(0);
    expect(calls).toEqual([]);
    // Before Accept the store links get the landing address's campaign labels only.
    expect(analytics.getShareableSource()).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
    });

    analytics.setConsent("granted");
    await settle();
    expect(loaded).toBe(1);
    expect(calls).toEqual(["start /", 'page_view / from - "Home"', 'page_view /contact from - "Contact"', "share"]);
    analytics.track("later");
    expect(calls.at(-1)).toBe("later");
  });

  it("on Decline discards the queue and never loads the client", async () => {
    const analytics = await freshAnalytics();
    analytics.trackPageView("/");
    analytics.setConsent("denied");
    analytics.track("after");
    await settle();
    expect(loaded).toBe(0);
    expect(calls).toEqual([]);
    expect(localStorage.getItem("cookieConsent")).toBe("false");
  });

  it("on a visit whose stored choice is Accept, loads the client at once", async () => {
    document.cookie = "CookieConsent=true; Path=/";
    const analytics = await freshAnalytics();
    analytics.trackPageView("/");
    await settle();
    expect(calls).toEqual(["start /", 'page_view / from - "Home"']);
  });

  it("reads the stored choice from the Cookie Store API where there is one, and an answer given meanwhile wins", async () => {
    let found: (cookie: { name: string; value: string } | null) => void = () => {};
    const get = vi.fn(() => new Promise((resolve) => (found = resolve)));
    vi.stubGlobal("cookieStore", { get });
    const analytics = await freshAnalytics();
    analytics.trackPageView("/");
    expect(get).toHaveBeenCalledWith("CookieConsent");
    // The visitor declines before the cookie store has answered with the Accept of an earlier visit.
    analytics.setConsent("denied");
    found({ name: "CookieConsent", value: "true" });
    await settle();
    expect(loaded).toBe(0);
    expect(calls).toEqual([]);
  });

  it("waits for the Cookie Store API's answer, then sends what was queued on a stored Accept", async () => {
    vi.stubGlobal("cookieStore", { get: () => Promise.resolve({ name: "CookieConsent", value: "true" }) });
    const analytics = await freshAnalytics();
    analytics.trackPageView("/");
    await settle();
    expect(calls).toEqual(["start /", 'page_view / from - "Home"']);
  });

  it("asks again, and loads nothing, when the cookie of an Accept has lapsed (after 12 months)", async () => {
    // What an earlier visit left in local storage does not count without its cookie.
    localStorage.setItem("cookieConsent", "true");
    const analytics = await freshAnalytics();
    analytics.trackPageView("/");
    await settle();
    expect(loaded).toBe(0);
    expect(calls).toEqual([]);
  });

  /** How another tab's withdrawal reaches this one: its broadcast, or (without channels) the stored value's storage event. */
  const withdrawals = [
    {
      how: "on the consent channel (also where storage is blocked)",
      channels: true,
      withdraw: () => otherTab("wayfellow-consent").postMessage("denied"),
    },
    {
      how: "by the stored value's storage event, in a browser without broadcast channels",
      channels: false,
      withdraw: () => {
        localStorage.setItem("cookieConsent", "false");
        window.dispatchEvent(
          new StorageEvent("storage", { key: "cookieConsent", oldValue: "true", newValue: "false" }),
        );
      },
    },
  ];

  it.each(withdrawals)(
    "follows a withdrawal made in another tab $how: consent denied, nothing more sent",
    async ({ channels, withdraw }) => {
      if (!channels) vi.stubGlobal("BroadcastChannel", undefined);
      const analytics = await freshAnalytics();
      analytics.setConsent("granted");
      analytics.trackPageView("/");
      await settle();
      document.cookie = "_ga=GA1.1.1.2; Path=/";
      sessionStorage.setItem("wayfellow_traffic_source", "{}");

      withdraw();

      expect(calls.at(-1)).toBe("consent denied");
      expect(document.documentElement.getAttribute("data-consent")).toBe("false");
      expect(document.cookie).not.toContain("_ga=");
      expect(sessionStorage.getItem("wayfellow_traffic_source")).toBeNull();
      analytics.track("after");
      analytics.trackPageView("/contact");
      expect(calls.at(-1)).toBe("consent denied");
    },
  );

  it("does not listen for storage events where it has a channel: listening opens local storage as the page loads", async () => {
    const listen = vi.spyOn(window, "addEventListener");
    const analytics = await freshAnalytics();
    analytics.trackPageView("/");
    expect(listen.mock.calls.map(([type]) => type)).not.toContain("storage");
    listen.mockRestore();
  });

  it("takes nothing but a choice from the channel", async () => {
    const analytics = await freshAnalytics();
    analytics.setConsent("granted");
    await settle();
    otherTab("wayfellow-consent").postMessage("denied; drop table");
    analytics.track("still sent");
    expect(calls.at(-1)).toBe("still sent");
  });

  it("tells the other open tabs of a choice made here", async () => {
    const heard: unknown[] = [];
    otherTab("wayfellow-consent").onmessage = (event) => heard.push(event.data);
    const analytics = await freshAnalytics();
    analytics.setConsent("granted");
    analytics.setConsent("denied");
    expect(heard).toEqual(["granted", "denied"]);
  });

  it("Accept after a withdrawal on the same page grants again and sends again", async () => {
    const analytics = await freshAnalytics();
    analytics.setConsent("granted");
    await settle();
    analytics.setConsent("denied");
    analytics.track("dropped");
    analytics.setConsent("granted");
    analytics.track("again");
    expect(calls).toEqual(["start /", "consent denied", "consent granted", "again"]);
  });
});
