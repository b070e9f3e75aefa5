import { describe, expect, it } from "vitest";
import {
  blogCampaign,
  campaignAsSource,
  campaignFromSearch,
  guideCampaign,
  resolveCampaign,
  toolCampaign,
  trackedPath,
} from "./tracking";

describe("in-site campaign links", () => {
  it("gives a guide's call to action the guide's utm values", () => {
    expect(trackedPath("/download", resolveCampaign(guideCampaign("ski-trip-planning"), ""))).toBe(
      "/download?utm_source=website&utm_medium=guide&utm_campaign=ski-trip-planning&utm_content=guide-cta",
    );
  });

  it("gives a tool's call to action the tool's utm values", () => {
    expect(trackedPath("/download", resolveCampaign(toolCampaign("trip-cost-splitter"), ""))).toBe(
      "/download?utm_source=website&utm_medium=tool&utm_campaign=trip-cost-splitter&utm_content=tool-cta",
    );
  });

  it("lets utm values in the page's address win, except the fixed content", () => {
    const campaign = resolveCampaign(
      blogCampaign("tomorrowland-2026-trip"),
      "?utm_source=newsletter&utm_medium=email&utm_campaign=july&utm_content=hero&utm_term=edm",
    );
    expect(campaign).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "july",
      content: "blog-cta",
      term: "edm",
    });
    expect(trackedPath("/download", campaign)).toBe(
      "/download?utm_source=newsletter&utm_medium=email&utm_campaign=july&utm_content=blog-cta&utm_term=edm",
    );
  });

  it("keeps the defaults a partial address does not replace", () => {
    expect(resolveCampaign(blogCampaign("web-summit-2025-trip"), "?utm_source=partner")).toEqual({
      source: "partner",
      medium: "blog",
      campaign: "web-summit-2025-trip",
      content: "blog-cta",
      term: undefined,
    });
  });

  it("takes from the address only values that are labels: free text leaves the defaults", () => {
    const campaign = resolveCampaign(
      guideCampaign("golf-trip-planning"),
      "?utm_source=%20&utm_campaign=a%26b%3Dc%00&utm_medium=ann%40example.com&utm_term=spring-2027",
    );
    expect(campaign).toMatchObject({ source: "website", medium: "guide", campaign: "golf-trip-planning" });
    expect(campaign.term).toBe("spring-2027");
    expect(trackedPath("/download", campaign)).not.toContain("example.com");
    expect(campaignFromSearch("?utm_source=ann%40example.com&utm_medium=email")).toBeNull();
  });
});

describe("campaignFromSearch", () => {
  it("reads the campaign of an address, and nothing without utm_source", () => {
    expect(campaignFromSearch("?utm_source=website&utm_medium=guide&utm_campaign=x&utm_content=guide-cta")).toEqual({
      utm_source: "website",
      utm_medium: "guide",
      utm_campaign: "x",
      utm_content: "guide-cta",
    });
    expect(campaignFromSearch("?utm_medium=guide")).toBeNull();
    expect(campaignFromSearch("")).toBeNull();
  });

  it("turns a campaign into the record store links take", () => {
    expect(campaignAsSource(guideCampaign("hiking-weekend-trip"))).toEqual({
      utm_source: "website",
      utm_medium: "guide",
      utm_campaign: "hiking-weekend-trip",
      utm_content: "guide-cta",
    });
    expect(campaignAsSource(resolveCampaign(blogCampaign("x"), "?utm_term=edm&utm_source=news"))).toEqual({
      utm_source: "news",
      utm_medium: "blog",
      utm_campaign: "x",
      utm_content: "blog-cta",
      utm_term: "edm",
    });
  });
});
