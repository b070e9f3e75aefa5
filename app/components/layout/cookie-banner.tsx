import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { getConsent, setConsent } from "~/lib/analytics";
import type { ConsentChoice } from "~/lib/analytics/consent";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Cookie consent (spec §4, react-cookie-consent semantics): shown until the
 * visitor accepts or declines; the choice is remembered.
 *
 * Every prerendered page carries the banner, hidden unless the head's inline
 * script finds no stored choice (consent-boot.ts): it is there in the first
 * paint, a returning visitor never sees it flash, a visitor without
 * JavaScript (who gets no analytics) is not asked, and its buttons work
 * before the page has hydrated. Afterwards React owns it.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);

  if (hydrated && (answered || getConsent() !== null)) return null;

  function choose(choice: ConsentChoice) {
    setConsent(choice);
    setAnswered(true);
  }

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto hidden max-w-3xl rounded-card border border-line bg-surface p-5 shadow-lift in-data-[consent=ask]:block sm:inset-x-6 sm:bottom-6 md:items-center md:gap-6 md:in-data-[consent=ask]:flex"
    >
      <p className="text-[0.95rem] leading-relaxed text-ink-soft">
        <span className="font-bold text-ink">Cookies, only with your OK.</span> We use analytics cookies to learn which
        pages help groups plan their trips. Nothing is measured unless you accept.{" "}
        <Link to="/privacy-policy" className="font-semibold text-brand-strong underline underline-offset-2">
          Privacy Policy
        </Link>
      </p>
      <div className="mt-4 flex shrink-0 gap-2 md:mt-0">
        <Button variant="secondary" size="sm" data-consent-choice="denied" onClick={() => choose("denied")}>
          Decline
        </Button>
        <Button size="sm" data-consent-choice="granted" onClick={() => choose("granted")}>
          Accept
        </Button>
      </div>
    </section>
  );
}
