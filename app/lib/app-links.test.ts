import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { buildAppleAppSiteAssociation, buildAssetLinks } from "./app-links";

describe("apple-app-site-association", () => {
  it("claims /invite for the configured app, in the current and the legacy form", () => {
    const appId = `${siteConfig.ios.teamId}.${siteConfig.ios.bundleId}`;
    expect(buildAppleAppSiteAssociation()).toEqual({
      applinks: {
        apps: [],
        details: [
          {
            appIDs: [appId],
            components: [{ "/": "/invite*", comment: "Trip invitations" }],
            appID: appId,
            paths: ["/invite*"],
          },
        ],
      },
    });
  });

  it("follows the configuration", () => {
    const ios = { ...siteConfig.ios, teamId: "ABCDE12345", bundleId: "com.example.trip" };
    expect(buildAppleAppSiteAssociation({ ios }).applinks.details[0]?.appIDs).toEqual(["ABCDE12345.com.example.trip"]);
  });
});

describe("assetlinks.json", () => {
  it("delegates link handling to the configured package and signing certificates", () => {
    expect(buildAssetLinks()).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "app.wayfellow",
          sha256_cert_fingerprints: siteConfig.android.certFingerprints,
        },
      },
    ]);
    expect(siteConfig.android.certFingerprints[0]).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });
});
