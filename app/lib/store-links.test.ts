import { describe, expect, it } from "vitest";
import type { TrafficSource } from "~/lib/analytics/labels";
import {
  appStoreLink,
  campaignToken,
  hasCampaignSource,
  playReferrer,
  playStoreLink,
  storeLinks,
  type StoreLinkConfig,
} from "./store-links";

const config: StoreLinkConfig = {
  appStoreUrl: "https://apps.apple.com/app/wayfellow/id123456789",
  providerToken: "987654",
  playStoreUrl: "https://play.google.com/store/apps/details?id=app.wayfellow",
};

const campaign: TrafficSource = {
  utm_source: "tiktok",
  utm_medium: "paid_social",
  utm_campaign: "ski-2026",
  utm_content: "clip1",
  utm_term: "alps",
};

describe("store links without a source", () => {
  it("are the plain listing URLs", () => {
    expect(storeLinks(config, null)).toEqual({ ios: config.appStoreUrl, android: config.playStoreUrl });
    expect(storeLinks(config, undefined)).toEqual({ ios: config.appStoreUrl, android: config.playStoreUrl });
  });

  it("treat a direct visit without a campaign as no source", () => {
    const direct: TrafficSource = { utm_source: "direct", utm_medium: "none" };
    expect(hasCampaignSource(direct)).toBe(false);
    expect(storeLinks(config, direct)).toEqual({ ios: config.appStoreUrl, android: config.playStoreUrl });
  });
});

describe("appStoreLink", () => {
  it("adds the provider token, the campaign as ct, and mt=8", () => {
    expect(appStoreLink(config, campaign)).toBe(`${config.appStoreUrl}?pt=987654&ct=ski-2026&mt=8`);
  });

  it("falls back to utm_source when there is no campaign", () => {
    const referral: TrafficSource = { utm_source: "lonelyplanet.com", utm_medium: "referral" };
    expect(appStoreLink(config, referral)).toBe(`${config.appStoreUrl}?pt=987654&ct=lonelyplanet.com&mt=8`);
  });

  it("cuts the campaign token to 40 characters without splitting a character", () => {
    const long = { ...campaign, utm_campaign: `${"a".repeat(39)}🎿🎿` };
    expect(campaignToken(long)).toBe(`${"a".repeat(39)}🎿`);
    expect(campaignToken({ ...campaign, utm_campaign: "x".repeat(60) })).toHaveLength(40);
  });

  it("encodes unsafe characters and keeps existing query parameters", () => {
    const url = appStoreLink(
      { ...config, appStoreUrl: "https://apps.apple.com/us/app/id1?l=en" },
      { ...campaign, utm_campaign: "summer sale&more" },
    );
    expect(url).toBe("https://apps.apple.com/us/app/id1?l=en&pt=987654&ct=summer%20sale%26more&mt=8");
    expect(new URL(url).searchParams.get("ct")).toBe("summer sale&more");
  });

  it("leaves out an empty provider token", () => {
    expect(appStoreLink({ ...config, providerToken: "" }, campaign)).toBe(`${config.appStoreUrl}?ct=ski-2026&mt=8`);
  });
});

describe("playStoreLink", () => {
  it("passes source, medium, campaign and content in one encoded referrer", () => {
    const url = playStoreLink(config, campaign);
    expect(url).toBe(
      `${config.playStoreUrl}&referrer=${encodeURIComponent("utm_source=tiktok&utm_medium=paid_social&utm_campaign=ski-2026&utm_content=clip1")}`,
    );
    expect(new URL(url).searchParams.get("referrer")).toBe(
      "utm_source=tiktok&utm_medium=paid_social&utm_campaign=ski-2026&utm_content=clip1",
    );
    expect(new URL(url).searchParams.get("id")).toBe("app.wayfellow");
  });

  it("leaves absent values out and encodes each value inside the referrer", () => {
    expect(playReferrer({ utm_source: "news letter", utm_medium: "email", utm_campaign: "a&b=c" })).toBe(
      "utm_source=news%20letter&utm_medium=email&utm_campaign=a%26b%3Dc",
    );
    const referrer = new URL(
      playStoreLink(config, { utm_source: "news letter", utm_medium: "email", utm_campaign: "a&b=c" }),
    ).searchParams.get("referrer");
    expect(new URLSearchParams(referrer!).get("utm_campaign")).toBe("a&b=c");
  });

  it("starts the query when the listing URL has none", () => {
    expect(playStoreLink({ playStoreUrl: "https://play.google.com/store/apps/x" }, campaign)).toMatch(
      /^https:\/\/play\.google\.com\/store\/apps\/x\?referrer=utm_source%3Dtiktok%26/,
    );
  });
});
