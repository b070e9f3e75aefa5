/**
 * Every identity value of the site lives here (decisions.md, "Identity").
 * Values that differ between deployments come from build-time environment
 * variables (see README, "Configuration"); everything else is a constant.
 */

import deploy from "virtual:deploy-values";
import { productName, siteOrigin } from "./identity.mjs";

const env = import.meta.env;

function envValue(name: string, fallback: string): string {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

export const siteConfig = {
  name: productName,
  tagline: "Wayfellow turns group ideas into booked trips",
  /** Origin used for canonical URLs, the sitemap and social previews. No trailing slash. */
  origin: siteOrigin(env as Record<string, unknown>),
  appScheme: "wayfellow",
  supportEmail: "support@wayfellow.app",
  locale: "en",
  // Store listings, association ids, profiles and the operator: config/deploy-values.mjs (placeholders
  // until configured), resolved at build time (scripts/vite-deploy-values.mjs).
  ios: {
    appStoreId: deploy.VITE_APP_STORE_ID,
    /** App Store Connect provider token (`pt`) for campaign links (see app/lib/store-links.ts). */
    providerToken: deploy.VITE_APP_STORE_PROVIDER_TOKEN,
    appStoreUrl: deploy.VITE_APP_STORE_URL,
    /** Apple developer team id and bundle id, for apple-app-site-association. */
    teamId: deploy.VITE_APPLE_TEAM_ID,
    bundleId: deploy.VITE_IOS_BUNDLE_ID,
  },
  android: {
    packageName: deploy.VITE_ANDROID_PACKAGE,
    playStoreUrl: deploy.VITE_PLAY_STORE_URL,
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
    measurementId: envValue("VITE_GA_MEASUREMENT_ID", ""),
  },
  /**
   * The operator behind the site and the app, as the legal notice, privacy
   * policy and terms name it (decisions.md, "The operator"). Placeholders
   * ("[... not set]") until configured; check:deploy refuses them. Optional
   * values are "" when the operator has none.
   */
  company: {
    legalName: deploy.VITE_LEGAL_NAME,
    legalForm: deploy.VITE_LEGAL_FORM,
    address: {
      street: deploy.VITE_OPERATOR_STREET,
      city: deploy.VITE_OPERATOR_CITY,
      country: deploy.VITE_OPERATOR_COUNTRY,
    },
    /** The second fast, direct contact route besides e-mail (the support address). */
    phone: deploy.VITE_OPERATOR_PHONE,
    representative: deploy.VITE_OPERATOR_REPRESENTATIVE,
    register: deploy.VITE_OPERATOR_REGISTER,
    vatId: deploy.VITE_OPERATOR_VAT_ID,
    /** Wirtschafts-Identifikationsnummer (§ 5 (1) Nr. 6 DDG), where the operator has one. */
    economicId: deploy.VITE_OPERATOR_ECONOMIC_ID,
    /** Responsible for content under § 18 (2) MStV; an empty address means the operator's. */
    contentResponsible: {
      name: deploy.VITE_CONTENT_RESPONSIBLE,
      address: deploy.VITE_CONTENT_RESPONSIBLE_ADDRESS,
    },
    /** The data protection supervisory authority competent for the operator (art. 13 (2) (d), 77 GDPR). */
    supervisoryAuthority: {
      name: deploy.VITE_SUPERVISORY_AUTHORITY,
      address: deploy.VITE_SUPERVISORY_AUTHORITY_ADDRESS,
    },
    /** The data protection officer's name and contact, or "none" where none is required (§ 38 BDSG). */
    dataProtectionOfficer: deploy.VITE_DATA_PROTECTION_OFFICER,
    /** Completes "Server logs with IP addresses are kept for ...". */
    serverLogRetention: deploy.VITE_SERVER_LOG_RETENTION,
    /** Completes "These terms are governed by ...". */
    governingLaw: envValue("VITE_GOVERNING_LAW", "the laws of Germany"),
    /** The same, as German pages write it ("Für diese Bedingungen gilt ..."): set it with VITE_GOVERNING_LAW. */
    governingLawDe: envValue("VITE_GOVERNING_LAW_DE", envValue("VITE_GOVERNING_LAW", "") || "deutsches Recht"),
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
