/**
 * Every identity value of the site lives here (decisions.md, "Identity").
 * Values that differ between deployments come from build-time environment
 * variables (see README, "Configuration"); everything else is a constant.
 */

const env = import.meta.env;

function envValue(name: string, fallback: string): string {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

const appStoreId = envValue("VITE_APP_STORE_ID", "6741932550");
const androidPackage = envValue("VITE_ANDROID_PACKAGE", "app.wayfellow");

export const siteConfig = {
  name: "Wayfellow",
  tagline: "Wayfellow turns group ideas into booked trips",
  /** Origin used for canonical URLs, the sitemap and social previews. No trailing slash. */
  origin: envValue("VITE_SITE_ORIGIN", "https://wayfellow.app").replace(/\/+$/, ""),
  appScheme: "wayfellow",
  supportEmail: "support@wayfellow.app",
  locale: "en",
  ios: {
    appStoreId,
    /** App Store Connect provider token (`pt`) for campaign links (see app/lib/store-links.ts). */
    providerToken: envValue("VITE_APP_STORE_PROVIDER_TOKEN", "127945601"),
    appStoreUrl: envValue(
      "VITE_APP_STORE_URL",
      `https://apps.apple.com/app/wayfellow-group-trip-planner/id${appStoreId}`,
    ),
    /** Apple developer team id and bundle id, for apple-app-site-association. */
    teamId: envValue("VITE_APPLE_TEAM_ID", "W4YF3LL0W8"),
    bundleId: envValue("VITE_IOS_BUNDLE_ID", "app.wayfellow"),
  },
  android: {
    packageName: androidPackage,
    playStoreUrl: envValue("VITE_PLAY_STORE_URL", `https://play.google.com/store/apps/details?id=${androidPackage}`),
    /** SHA-256 fingerprints of the signing certificates, for assetlinks.json. */
    certFingerprints: envValue(
      "VITE_ANDROID_CERT_FINGERPRINTS",
      "5C:2E:91:0A:7F:44:B3:18:6D:E2:09:AF:31:C7:58:94:0B:DE:62:15:A8:3F:70:C4:19:E6:8B:2D:55:A1:F3:07",
    )
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean),
  },
  social: {
    tiktok: envValue("VITE_TIKTOK_URL", "https://www.tiktok.com/@wayfellow.app"),
    instagram: envValue("VITE_INSTAGRAM_URL", "https://www.instagram.com/wayfellow.app/"),
    linkedin: envValue("VITE_LINKEDIN_URL", "https://www.linkedin.com/company/wayfellow/"),
  },
  analytics: {
    /** GA4 measurement id. Empty: events are recorded in window.dataLayer and never sent. */
    measurementId: envValue("VITE_GA_MEASUREMENT_ID", ""),
  },
  /** The company behind the site, as the legal pages name it (decisions.md, "Company facts"). */
  company: {
    legalName: envValue("VITE_LEGAL_NAME", "Wayfellow"),
    /** Completes "These terms are governed by ...". */
    governingLaw: envValue("VITE_GOVERNING_LAW", "the laws of Germany"),
  },
  /** Where account-deletion requests are POSTed. Empty: the request is handed to e-mail. */
  deletionEndpoint: envValue("VITE_DELETION_ENDPOINT", ""),
} as const;

export type SiteConfig = typeof siteConfig;

/** The home page's scroll sections (decisions.md, "Routes the spec leaves hidden"). */
export const homeSections = {
  features: "features",
  howItWorks: "why-wayfellow",
  guides: "trip-types",
  download: "download-app",
} as const;

export const sectionNav = [
  { label: "Features", section: homeSections.features },
  { label: "How It Works", section: homeSections.howItWorks },
  { label: "Planning Guides", section: homeSections.guides },
] as const;

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteConfig.origin}${path.startsWith("/") ? path : `/${path}`}`;
}
