import { describe, expect, it, vi } from "vitest";
import { createAnalytics, gtagScriptUrl, type AnalyticsWindow } from "./client";

const page = { page_location: "https://wayfellow.app/invite", page_referrer: "" };

function setup(measurementId = "G-TEST123") {
  const win: AnalyticsWindow = {};
  const loadScript = vi.fn();
  const analytics = createAnalytics({ measurementId, win, loadScript, page: () => page });
  const events = () =>
    (win.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event")
      .map((args) => [args[1], args[2]]);
  return { win, loadScript, analytics, events };
}

describe("consent-gated analytics", () => {
  it("loads and sends nothing before a choice, keeping events in order", () => {
    const { win, loadScript, analytics } = setup();
    analytics.track("a", { x: 1 });
    analytics.track("b");
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.dataLayer).toBeUndefined();
    expect(analytics.pending().map(([name]) => name)).toEqual(["a", "b"]);
  });

  it("on accept loads gtag once, sets consent default then update, and flushes the queue in order", () => {
    const { win, loadScript, analytics, events } = setup();
    analytics.track("first", { page_path: "/" });
    analytics.track("second");
    analytics.setConsent("granted");
    analytics.setConsent("granted");
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(gtagScriptUrl("G-TEST123"));
    const commands = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2));
    expect(commands.slice(0, 2)).toEqual([
      ["consent", "default"],
      ["consent", "update"],
    ]);
    expect(events()).toEqual([
      ["first", { page_path: "/" }],
      ["second", {}],
    ]);
    analytics.track("third");
    expect(events().map(([name]) => name)).toEqual(["first", "second", "third"]);
  });

  it("pushes Arguments objects, as gtag.js requires", () => {
    const { win, analytics } = setup();
    analytics.setConsent("granted");
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe("[object Arguments]");
  });

  it("on decline discards the queue and drops later events", () => {
    const { win, loadScript, analytics } = setup();
    analytics.track("a");
    analytics.setConsent("denied");
    analytics.track("b");
    expect(analytics.pending()).toEqual([]);
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.dataLayer).toBeUndefined();
  });

  it("without a measurement id records events in dataLayer and loads nothing", () => {
    const { loadScript, analytics, events } = setup("");
    analytics.setConsent("granted");
    analytics.track("download_app", { value: 1, empty: "", missing: undefined });
    expect(loadScript).not.toHaveBeenCalled();
    expect(events()).toEqual([["download_app", { value: 1 }]]);
  });

  it("on a withdrawal sends consent denied, switches the tag off and sends nothing more", () => {
    const { win, loadScript, analytics, events } = setup();
    analytics.setConsent("granted");
    analytics.track("before");
    analytics.setConsent("denied");
    analytics.track("after");
    const commands = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.filter(([kind]) => kind === "consent").at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied" },
    ]);
    expect(win["ga-disable-G-TEST123"]).toBe(true);
    expect(events().map(([name]) => name)).toEqual(["before"]);
    expect(loadScript).toHaveBeenCalledTimes(1);

    // Accepting again grants consent again and switches the tag back on, without loading it twice.
    analytics.setConsent("granted");
    analytics.track("again");
    const consents = (win.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([kind]) => kind === "consent")
      .map((args) => [args[1], (args[2] as Record<string, string>).analytics_storage]);
    expect(consents).toEqual([
      ["default", "denied"],
      ["update", "granted"],
      ["update", "denied"],
      ["update", "granted"],
    ]);
    expect(win["ga-disable-G-TEST123"]).toBe(false);
    expect(events().map(([name]) => name)).toEqual(["before", "again"]);
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it("configures the tag with the page fields given and no automatic page view", () => {
    const { win, analytics } = setup();
    analytics.setConsent("granted");
    const commands = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.find(([kind]) => kind === "config")).toEqual([
      "config",
      "G-TEST123",
      {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        page_location: "https://wayfellow.app/invite",
        page_referrer: "",
      },
    ]);
  });

  it("sets each page view's page fields for what follows, and sends an empty referrer rather than none", () => {
    const { win, analytics } = setup();
    analytics.setConsent("granted");
    const view = { page_path: "/contact", page_title: "Contact", page_location: "https://wayfellow.app/contact" };
    analytics.track("page_view", { ...view, page_referrer: "", source: "" });
    analytics.track("share", { method: "copy" });
    const commands = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.slice(-3)).toEqual([
      ["set", { page_title: "Contact", page_location: "https://wayfellow.app/contact", page_referrer: "" }],
      ["event", "page_view", { ...view, page_referrer: "" }],
      ["event", "share", { method: "copy" }],
    ]);
  });
});
