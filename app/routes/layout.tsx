import { Outlet } from "react-router";
import { AnalyticsTracker } from "~/components/layout/analytics-tracker";
import { CookieBanner } from "~/components/layout/cookie-banner";
import { FlashNotice } from "~/components/layout/flash-notice";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The shared layout of every page: header, main content, footer, cookie banner. */
export default function SiteLayout() {
  const locale = useLocale();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.skip_to_content({}, { locale })}
      </a>
      <AnalyticsTracker />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none md:pt-18">
        <FlashNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
