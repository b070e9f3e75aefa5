/**
 * The app-association files (decisions.md, "Invite links that really open
 * the app"): served as JSON with status 200 and no redirect, claiming /invite.
 */
import { expect, test } from "@playwright/test";

test("/.well-known/apple-app-site-association claims /invite for the iOS app", async ({ request }) => {
  const response = await request.get("/.well-known/apple-app-site-association", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/json");
  expect(response.headers()["location"]).toBeUndefined();
  expect(await response.json()).toEqual({
    applinks: {
      apps: [],
      details: [
        {
          appIDs: ["W4YF3LL0W8.app.wayfellow"],
          components: [{ "/": "/invite*", comment: "Trip invitations" }],
          appID: "W4YF3LL0W8.app.wayfellow",
          paths: ["/invite*"],
        },
      ],
    },
  });
});

test("/.well-known/assetlinks.json hands links to the Android app", async ({ request }) => {
  const response = await request.get("/.well-known/assetlinks.json", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/json");
  const links = await response.json();
  expect(links).toEqual([
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: "app.wayfellow",
        sha256_cert_fingerprints: [
          "5C:2E:91:0A:7F:44:B3:18:6D:E2:09:AF:31:C7:58:94:0B:DE:62:15:A8:3F:70:C4:19:E6:8B:2D:55:A1:F3:07",
        ],
      },
    },
  ]);
});

test("both files answer HEAD requests too, and nothing else in /.well-known is invented", async ({ request }) => {
  for (const path of ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"]) {
    const head = await request.head(path, { maxRedirects: 0 });
    expect(head.status(), path).toBe(200);
    expect(head.headers()["content-type"], path).toBe("application/json");
  }
  // Other files in /.well-known are not invented.
  const missing = await request.get("/.well-known/security-nope.txt", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
});
