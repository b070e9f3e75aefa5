import { describe, expect, it } from "vitest";
import { buildAppleAppSiteAssociation, buildAssetLinks } from "./app-links";

/** Values unlike the defaults, so that a file built from anything else fails. */
const ios = { teamId: "ABCDE12345", bundleId: "com.example.trips" } as const;
const fingerprints = [`${"AB:".repeat(31)}AB`, `${"CD:".repeat(31)}CD`];

describe("apple-app-site-association", () => {
  const file = buildAppleAppSiteAssociation({ ios: { ...ios, appStoreId: "", providerToken: "", appStoreUrl: "" } });

  it("lets the configured app open /invite and /de/invite links, as iOS 13+ reads them", () => {
    const [details] = file.applinks.details;
    expect(file.applinks.details).toHaveLength(1);
    expect(details?.appIDs).toEqual(["ABCDE12345.com.example.trips"]);
    expect(details?.components.map((component) => component["/"])).toEqual(["/invite*", "/de/invite*"]);
  });

  it("says the same in the form iOS 12 and earlier read", () => {
    const [details] = file.applinks.details;
    expect(file.applinks.apps).toEqual([]);
    expect(details?.appID).toBe("ABCDE12345.com.example.trips");
    expect(details?.paths).toEqual(["/invite*", "/de/invite*"]);
  });
});

describe("assetlinks.json", () => {
  it("delegates link handling to the configured package and every signing certificate", () => {
    const [statement, ...rest] = buildAssetLinks({
      android: { packageName: "com.example.trips", playStoreUrl: "", certFingerprints: fingerprints },
    });
    expect(rest).toEqual([]);
    expect(statement?.relation).toEqual(["delegate_permission/common.handle_all_urls"]);
    expect(statement?.target).toEqual({
      namespace: "android_app",
      package_name: "com.example.trips",
      sha256_cert_fingerprints: fingerprints,
    });
  });
});
