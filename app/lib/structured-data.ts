/**
 * Structured data (JSON-LD), typed with schema-dts and emitted through the
 * metadata helper. Author and publisher are the organization; no ratings or
 * review counts (decisions.md, "Ratings and people in structured data").
 */
import type { BreadcrumbList, MobileApplication, Organization, WebSite, WithContext } from "schema-dts";
import { absoluteUrl, siteConfig } from "~/config/site";
import type { Crumb } from "~/content/collections";

export const organizationId = absoluteUrl("/#organization");

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: siteConfig.name,
    legalName: siteConfig.company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    email: siteConfig.supportEmail,
    sameAs: Object.values(siteConfig.social),
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.name,
    url: absoluteUrl("/"),
    inLanguage: siteConfig.locale,
    publisher: { "@id": organizationId },
  };
}

/** The app itself: both store listings, free. */
export function mobileApplicationJsonLd(): WithContext<MobileApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: siteConfig.name,
    description: siteConfig.tagline,
    applicationCategory: "TravelApplication",
    operatingSystem: "iOS, Android",
    url: absoluteUrl("/download"),
    installUrl: [siteConfig.ios.appStoreUrl, siteConfig.android.playStoreUrl],
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
    publisher: { "@id": organizationId },
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
