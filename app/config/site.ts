/**
 * Every identity value of the site lives here (decisions.md, "Identity").
 * Values that differ between deployments come from build-time environment
 * variables (see README, "Configuration"); everything else is a constant.
 */

import * as deploy from "virtual:deploy-values";
import { productName, siteOrigin } from "./identity.mjs";
import { storeListings } from "./store-listings";

/** An optional build-time setting (README, "Configuration"), or `fallback` when it is unset or blank. */
export function setting(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

export const siteConfig = {
  name: productName,
  tagline: "Wayfellow turns group ideas into booked trips",
  /** Origin used for canonical URLs, the sitemap and social previews. No trailing slash. */
  origin: siteOrigin({ VITE_SITE_ORIGIN: import.meta.env.VITE_SITE_ORIGIN }),
  appScheme: "wayfellow",
  supportEmail: "support@wayfellow.app",
  locale: "en",
  // Store listings, association ids, profiles and the operator: config/deploy-values.mjs (placeholders
  // until configured), resolved at build time (scripts/vite-deploy-values.mjs).
  ios: {
    appStoreId: deploy.VITE_APP_STORE_ID,
    /** App Store Connect provider token (`pt`) for campaign links (see app/lib/store-links.ts). */
    providerToken: storeListings.providerToken,
    appStoreUrl: storeListings.appStoreUrl,
    /** Apple developer team id and bundle id, for apple-app-site-association. */
    teamId: deploy.VITE_APPLE_TEAM_ID,
    bundleId: deploy.VITE_IOS_BUNDLE_ID,
  },
  android: {
    packageName: deploy.VITE_ANDROID_PACKAGE,
    playStoreUrl: storeListings.playStoreUrl,
    /** SHA-256 fingerprints of the signing certificates, for assetlinks.json. */
    certFingerprints: deploy.VITE_ANDROID_CERT_FINGERPRINTS.split(",")
      .map((value) => value.trim())
      .filter(Boolean),
  },
  social: {
    tiktok: deploy.VITE_TIKTOK_URL,
    instagram: deploy.VITE_INSTAGRAM_URL,
    linkedin: deploy.VITE_LINKEDIN_URL,
  },
  analytics: {
    /** GA4 measurement id. Empty: events are recorded in window.dataLayer and never sent. */
    measurementId: setting(import.meta.env.VITE_GA_MEASUREMENT_ID, ""),
  },
  /** Where account-deletion requests are POSTed. Empty: the request is handed to e-mail. */
  deletionEndpoint: setting(import.meta.env.VITE_DELETION_ENDPOINT, ""),
} as const;

export type SiteConfig = typeof siteConfig;

/** The home page's scroll sections (decisions.md, "Routes the spec leaves hidden"). */
export const homeSections = {
  features: "features",
  howItWorks: "why-wayfellow",
  guides: "trip-types",
  download: "download-app",
} as const;

/** The header's links to home's sections; their labels are catalog messages (messages/*.json). */
export const sectionNav = [
  { label: "nav_features", section: homeSections.features },
  { label: "nav_how_it_works", section: homeSections.howItWorks },
  { label: "nav_guides", section: homeSections.guides },
] as const;

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteConfig.origin}${path.startsWith("/") ? path : `/${path}`}`;
}
