/**
 * The app-association files (decisions.md, "Invite links that really open
 * the app"): served as JSON with status 200 and no redirect, claiming /invite.
 */
import { expect, test } from "@playwright/test";
import { resolveDeployValues } from "../../app/config/deploy-values.mjs";
import { buildEnv } from "../../scripts/build-env.mjs";

/** The values the build under test was made with (placeholders on a fresh clone). */
const { values } = resolveDeployValues(buildEnv());
const appId = `${values.VITE_APPLE_TEAM_ID}.${values.VITE_IOS_BUNDLE_ID}`;

test("/.well-known/apple-app-site-association claims /invite and /de/invite for the iOS app", async ({ request }) => {
  const response = await request.get("/.well-known/apple-app-site-association", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/json");
  expect(response.headers()["location"]).toBeUndefined();
  expect(await response.json()).toEqual({
    applinks: {
      apps: [],
      details: [
        {
          appIDs: [appId],
          components: [
            { "/": "/invite*", comment: "Trip invitations" },
            { "/": "/de/invite*", comment: "Trip invitations" },
          ],
          appID: appId,
          paths: ["/invite*", "/de/invite*"],
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
        package_name: values.VITE_ANDROID_PACKAGE,
        sha256_cert_fingerprints: values.VITE_ANDROID_CERT_FINGERPRINTS.split(",").map((value) => value.trim()),
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
