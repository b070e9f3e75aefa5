import type { ReactNode } from "react";
import { homeSections, siteConfig } from "~/config/site";
import { CookieSettingsButton } from "~/components/layout/cookie-banner";
import { LogoMark } from "~/components/ui/logo";
import { StoreBadge } from "~/components/ui/store-badge";
import type { Locale } from "~/config/locales";
import { homePath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { LanguageSwitch } from "./language-switch";
import { PageLink } from "./page-link";

const social = [
  {
    name: "TikTok",
    href: siteConfig.social.tiktok,
    icon: "M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.6-2.6 2.6 2.6 0 0 1 3.39-2.48V9.66a5.73 5.73 0 0 0-.79-.05A5.68 5.68 0 0 0 4.18 15.3 5.68 5.68 0 0 0 9.86 21a5.68 5.68 0 0 0 5.68-5.69V9.01a7.33 7.33 0 0 0 4.3 1.38V7.3a4.3 4.3 0 0 1-3.24-1.48z",
  },
  {
    name: "Instagram",
    href: siteConfig.social.instagram,
    icon: "M12 7.2A4.8 4.8 0 1 0 16.8 12 4.8 4.8 0 0 0 12 7.2zm0 7.9A3.1 3.1 0 1 1 15.1 12 3.1 3.1 0 0 1 12 15.1zm6.1-8.1a1.12 1.12 0 1 1-1.12-1.12A1.12 1.12 0 0 1 18.1 7zM21.3 8.1a5.5 5.5 0 0 0-1.5-3.9 5.6 5.6 0 0 0-3.9-1.5C14.3 2.6 9.7 2.6 8.1 2.7a5.6 5.6 0 0 0-3.9 1.5 5.6 5.6 0 0 0-1.5 3.9c-.1 1.6-.1 6.2 0 7.8a5.5 5.5 0 0 0 1.5 3.9 5.6 5.6 0 0 0 3.9 1.5c1.6.1 6.2.1 7.8 0a5.5 5.5 0 0 0 3.9-1.5 5.6 5.6 0 0 0 1.5-3.9c.1-1.6.1-6.2 0-7.8zm-2.1 9.6a3.2 3.2 0 0 1-1.8 1.8c-1.2.5-4.1.4-5.4.4s-4.2.1-5.4-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.2-.4-4.1-.4-5.4s-.1-4.2.4-5.4a3.2 3.2 0 0 1 1.8-1.8c1.2-.5 4.1-.4 5.4-.4s4.2-.1 5.4.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.2.4 4.1.4 5.4s.1 4.2-.4 5.4z",
  },
  {
    name: "LinkedIn",
    href: siteConfig.social.linkedin,
    icon: "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05a3.74 3.74 0 0 1 3.37-1.85c3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.23 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.46c.98 0 1.77-.77 1.77-1.73V1.73C24 .77 23.2 0 22.23 0z",
  },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-[0.12em] text-white uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

const footerLink = "inline-block py-1.5 text-[0.95rem] text-slate-300 transition-colors hover:text-white";

/** Footer links, by the English page's path: on German pages, the German page or "(Englisch)". */
const supportLinks: { to: string; label: (locale: Locale) => string }[] = [
  { to: "/contact", label: (locale) => m.footer_contact({}, { locale }) },
  { to: "/privacy-policy", label: (locale) => m.footer_privacy({}, { locale }) },
  { to: "/terms-of-service", label: (locale) => m.footer_terms({}, { locale }) },
  { to: "/legal-notice", label: (locale) => m.footer_legal_notice({}, { locale }) },
];

declare const __BUILD_DATE__: string;

/** The build's year (astro.config.ts defines the date; a unit test renders without it). */
const buildYear = new Date(typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : Date.now()).getFullYear();

export function SiteFooter() {
  const year = buildYear;
  const locale = useLocale();
  return (
    <footer data-banner-space className="bg-night pb-(--consent-banner-space) text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.3fr]">
        <div>
          <a
            href={homePath(locale)}
            className="inline-flex items-center gap-2 rounded-xl text-lg font-extrabold text-white"
          >
            <LogoMark size={32} />
            {siteConfig.name}
          </a>
          <p className="mt-4 max-w-xs text-[0.95rem] leading-relaxed">{m.footer_tagline({}, { locale })}</p>
        </div>

        <Column title={m.footer_company({}, { locale })}>
          <ul>
            <li>
              <a
                href={`${homePath(locale)}#${homeSections.howItWorks}`}
                className={footerLink}
                data-section={homeSections.howItWorks}
              >
                {m.footer_about({}, { locale })}
              </a>
            </li>
            <li>
              <PageLink to="/blog" className={footerLink}>
                {m.nav_blog({}, { locale })}
              </PageLink>
            </li>
            <li>
              <PageLink to="/trip-cost-splitter" className={footerLink}>
                {m.footer_splitter({}, { locale })}
              </PageLink>
            </li>
          </ul>
        </Column>

        <Column title={m.footer_support({}, { locale })}>
          <ul>
            {supportLinks.map((link) => (
              <li key={link.to}>
                <PageLink to={link.to} className={footerLink}>
                  {link.label(locale)}
                </PageLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton className={`${footerLink} cursor-pointer`} />
            </li>
          </ul>
        </Column>

        <Column title={m.footer_follow({}, { locale })}>
          <ul className="flex gap-2">
            {social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={m.footer_social_label({ name: siteConfig.name, network: network.name }, { locale })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-night-soft text-white transition-colors hover:bg-brand-strong"
                >
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                    <path d={network.icon} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </Column>

        <Column title={m.footer_download({}, { locale })}>
          <div className="flex flex-wrap gap-3 lg:flex-col">
            <StoreBadge store="ios" />
            <StoreBadge store="android" />
          </div>
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-6 text-sm text-slate-400">
          {/* The year as the page was built: the page's script shows the visitor's own (src/scripts/site.ts). */}
          <p data-year={year}>{m.footer_rights({ year: String(year), name: siteConfig.name }, { locale })}</p>
          <LanguageSwitch className="inline-block py-1.5 text-slate-300 underline-offset-2 hover:text-white hover:underline" />
        </div>
      </div>
    </footer>
  );
}
