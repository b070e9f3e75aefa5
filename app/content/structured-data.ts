/**
 * Structured data (JSON-LD), typed with schema-dts and emitted through the
 * metadata helper. Author and publisher are the organization; no ratings or
 * review counts (decisions.md, "Ratings and people in structured data").
 */
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  Event,
  MobileApplication,
  Organization,
  WebApplication,
  WebSite,
  WithContext,
} from "schema-dts";
import { counterpartOf } from "~/content/page-index";
// The operator's registered name, as the legal pages show it (components/content/legal-basics.tsx): not
// through config/operator.ts, whose record loads with the legal notice and privacy policy only.
import { VITE_LEGAL_NAME as legalName } from "virtual:deploy-values";
import { absoluteUrl, siteConfig } from "~/config/site";
import type { Locale } from "~/config/locales";
import { homePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

export const organizationId = absoluteUrl("/#organization");

/** The organization; its contact page in `locale` (the page the data sits on). */
export function organizationJsonLd(locale: Locale = "en"): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: siteConfig.name,
    legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    // The support address stays out of the static HTML (decisions.md): the contact page is the way in.
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      url: absoluteUrl(counterpartOf("/contact", locale) ?? "/contact"),
    },
    sameAs: Object.values(siteConfig.social),
  };
}

/** The site in `locale`: its home in that language. */
export function websiteJsonLd(locale: Locale = "en"): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.name,
    url: absoluteUrl(homePath(locale)),
    inLanguage: siteConfig.locale,
    publisher: { "@id": organizationId },
  };
}

/** The app itself: both store listings, free; described in `locale`, with that language's download page. */
export function mobileApplicationJsonLd(locale: Locale = "en"): WithContext<MobileApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: siteConfig.name,
    description: m.hero_tagline({ name: siteConfig.name }, { locale }),
    applicationCategory: "TravelApplication",
    operatingSystem: "iOS, Android",
    url: absoluteUrl(counterpartOf("/download", locale) ?? "/download"),
    installUrl: [siteConfig.ios.appStoreUrl, siteConfig.android.playStoreUrl],
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
    publisher: { "@id": organizationId },
  };
}

/** A free tool that runs in the browser (the trip cost splitter): free, no ratings. */
export function webApplicationJsonLd(app: {
  name: string;
  description: string;
  path: string;
  category: string;
  /** Where it runs and what it needs, in the page's language. */
  operatingSystem: string;
  browserRequirements: string;
}): WithContext<WebApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: app.name,
    description: app.description,
    url: absoluteUrl(app.path),
    applicationCategory: app.category,
    operatingSystem: app.operatingSystem,
    browserRequirements: app.browserRequirements,
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
    inLanguage: siteConfig.locale,
    publisher: { "@id": organizationId },
  };
}

/** A trail of pages, from home to the page itself: each one's name and site path. */
export function breadcrumbJsonLd(crumbs: { name: string; path: string }[]): WithContext<BreadcrumbList> {
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

/** A guide or article: author and publisher are the organization; dates are the content's real ones. */
export function articleJsonLd(page: {
  title: string;
  description: string;
  path: string;
  image: string;
  published: string;
  revised: string;
  type?: "Article" | "BlogPosting";
}): WithContext<Article | BlogPosting> {
  const organization = {
    "@type": "Organization" as const,
    "@id": organizationId,
    name: siteConfig.name,
    url: absoluteUrl("/"),
  };
  return {
    "@context": "https://schema.org",
    "@type": page.type ?? "Article",
    headline: page.title,
    description: page.description,
    image: absoluteUrl(page.image),
    datePublished: page.published,
    dateModified: page.revised,
    author: organization,
    publisher: { ...organization, logo: absoluteUrl("/icon-512.png") },
    mainEntityOfPage: absoluteUrl(page.path),
    inLanguage: siteConfig.locale,
  } as WithContext<Article | BlogPosting>;
}

/**
 * The next edition of a real event, with the dates its organizer published. Each location
 * ("Theresienwiese, Munich, Germany", most specific first) is a Place named by its first part,
 * with the whole text as its address.
 */
export function eventJsonLd(event: {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  locations: string[];
  url: string;
  image: string;
  organizer: { name: string; url: string };
}): WithContext<Event> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: event.locations.map((text) => ({
      "@type": "Place" as const,
      name: text.split(",")[0]!.trim(),
      address: text,
    })),
    image: absoluteUrl(event.image),
    url: event.url,
    organizer: { "@type": "Organization", name: event.organizer.name, url: event.organizer.url },
  };
}
