/**
 * The association files that let the installed app open invite links itself
 * (iOS Universal Links, Android App Links), built from the site configuration
 * so a new team id, bundle id or signing key is a configuration change.
 */
import { siteConfig, type SiteConfig } from "~/config/site";

/**
 * The paths the app claims: the invite page in each language (the app builds /de/invite for
 * German-speaking users), with or without a query. Android's assetlinks.json names no paths: the
 * app's own manifest lists them, /de/invite included.
 */
export const appLinkPaths = ["/invite*", "/de/invite*"] as const;

/** /.well-known/apple-app-site-association */
export function buildAppleAppSiteAssociation(config: Pick<SiteConfig, "ios"> = siteConfig) {
  const appId = `${config.ios.teamId}.${config.ios.bundleId}`;
  return {
    applinks: {
      // "apps" must be present (and empty) for iOS 12 and earlier.
      apps: [] as string[],
      details: [
        {
          // iOS 13+ reads appIDs and components.
          appIDs: [appId],
          components: appLinkPaths.map((path) => ({ "/": path, comment: "Trip invitations" })),
          // iOS 12 and earlier read appID and paths.
          appID: appId,
          paths: [...appLinkPaths],
        },
      ],
    },
  };
}

/** /.well-known/assetlinks.json */
export function buildAssetLinks(config: Pick<SiteConfig, "android"> = siteConfig) {
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: config.android.packageName,
        sha256_cert_fingerprints: [...config.android.certFingerprints],
      },
    },
  ];
}
