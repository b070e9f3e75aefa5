import { useId } from "react";
import { Button } from "~/components/ui/button";
import { textLinkClasses } from "~/components/ui/text-link";
import { PageLink } from "./page-link";
import { consentBannerId, consentChoiceAttribute, consentSettingsAttribute } from "~/lib/analytics/consent-boot";
import { bannerPaintName } from "~/lib/after-paint";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * Cookie consent (spec §4, react-cookie-consent semantics): shown until the
 * visitor accepts or declines; the choice is remembered, and the footer's
 * 'Cookie settings' button asks again (decisions.md).
 *
 * Every prerendered page carries the banner. `<html data-consent>` alone
 * decides whether it shows: "ask" shows it; the head's inline script sets
 * that when no choice is stored (consent-boot.ts), so it is there in the
 * first paint, a returning visitor never sees it flash, a visitor without
 * JavaScript (who gets no analytics) is not asked, and its buttons work
 * before the page's scripts have run. It asks in the page's language and links
 * the privacy policy in it; the choice is one for both languages (one origin,
 * one storage key and cookie). Rendered at build: its buttons are answered by
 * src/scripts/consent.ts (and, until that runs, the head's inline script).
 */
export function CookieBanner() {
  const textId = useId();
  const locale = useLocale();

  return (
    <section
      id={consentBannerId}
      aria-label={m.cookie_label({}, { locale })}
      aria-describedby={textId}
      tabIndex={-1}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto hidden max-w-3xl rounded-card border border-line bg-surface p-5 shadow-lift outline-none in-data-[consent=ask]:block sm:inset-x-6 sm:bottom-6 md:items-center md:gap-6 md:in-data-[consent=ask]:flex"
    >
      <p id={textId} className="text-[0.95rem] leading-relaxed text-ink-soft" {...{ elementtiming: bannerPaintName }}>
        <span className="font-bold text-ink">{m.cookie_title({}, { locale })}</span> {m.cookie_text({}, { locale })}{" "}
        <PageLink to="/privacy-policy" className={textLinkClasses}>
          {m.footer_privacy({}, { locale })}
        </PageLink>
      </p>
      <div className="mt-4 flex shrink-0 gap-2 md:mt-0">
        <Button variant="secondary" size="sm" {...{ [consentChoiceAttribute]: "denied" }}>
          {m.cookie_decline({}, { locale })}
        </Button>
        <Button size="sm" {...{ [consentChoiceAttribute]: "granted" }}>
          {m.cookie_accept({}, { locale })}
        </Button>
      </div>
    </section>
  );
}

/** The footer's 'Cookie settings' control: shows the banner again, on every page (src/scripts/consent.ts). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <button type="button" className={className} aria-controls={consentBannerId} {...{ [consentSettingsAttribute]: "" }}>
      {m.cookie_settings({}, { locale })}
    </button>
  );
}
