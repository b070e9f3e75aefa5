import { describe, expect, it } from "vitest";
import { downloadTarget, formCampaign } from "./download-target";

const guideFields = () =>
  new URLSearchParams({
    utm_source: "website",
    utm_medium: "guide",
    utm_campaign: "ski-trip-planning",
    utm_content: "guide-cta",
  });

describe("downloadTarget", () => {
  it("leads a button without a campaign to its path, with no query and no campaign", () => {
    expect(downloadTarget("/download", new URLSearchParams(), "?utm_source=newsletter")).toEqual({
      href: "/download",
      campaign: null,
    });
    expect(downloadTarget("/", new URLSearchParams(), "").href).toBe("/");
  });

  it("carries a guide's in-site campaign as rendered when the page's address has none", () => {
    expect(downloadTarget("/download", guideFields(), "")).toEqual({
      href: "/download?utm_source=website&utm_medium=guide&utm_campaign=ski-trip-planning&utm_content=guide-cta",
      campaign: { source: "website", medium: "guide", campaign: "ski-trip-planning", content: "guide-cta" },
    });
  });

  it("lets the page's utm values win over the defaults, never over the fixed utm_content", () => {
    const { href, campaign } = downloadTarget(
      "/de/download",
      guideFields(),
      "?utm_source=newsletter&utm_medium=email&utm_campaign=winter&utm_content=header&utm_term=alps",
    );
    expect(campaign).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "winter",
      content: "guide-cta",
      term: "alps",
    });
    expect(href).toBe(
      "/de/download?utm_source=newsletter&utm_medium=email&utm_campaign=winter&utm_content=guide-cta&utm_term=alps",
    );
  });

  it("keeps the fields of a button that is not a campaign as they are", () => {
    expect(downloadTarget("/invite", new URLSearchParams({ token: "a b" }), "").href).toBe("/invite?token=a+b");
  });
});

describe("formCampaign", () => {
  it("reads a campaign only where the form names a utm_source", () => {
    expect(formCampaign(new URLSearchParams({ utm_medium: "guide" }))).toBeNull();
    expect(formCampaign(new URLSearchParams({ utm_source: "website", utm_term: "x" }))).toEqual({
      source: "website",
      medium: "",
      campaign: "",
      content: "",
      term: "x",
    });
  });
});
