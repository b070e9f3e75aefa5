import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { StatusPanel } from "~/components/status-panel";
import { NavButton } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import type { ConfirmationErrorCode, ConfirmationOutcome } from "~/lib/email-confirmation";
import type { Locale } from "~/config/locales";
import { homePath } from "~/lib/locale";
import { slot, withParts } from "~/lib/rich-text";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The heading and the spec's message of each error code, in the page's language. */
const errorTexts: Record<ConfirmationErrorCode, (locale: Locale) => { title: string; message: string }> = {
  expired: (locale) => ({
    title: m.confirm_expired_title({}, { locale }),
    message: m.confirm_expired_message({}, { locale }),
  }),
  invalid: (locale) => ({
    title: m.confirm_invalid_title({}, { locale }),
    message: m.confirm_invalid_message({}, { locale }),
  }),
  already_confirmed: (locale) => ({
    title: m.confirm_already_title({}, { locale }),
    message: m.confirm_already_message({}, { locale }),
  }),
  not_found: (locale) => ({
    title: m.confirm_not_found_title({}, { locale }),
    message: m.confirm_not_found_message({}, { locale }),
  }),
  unknown: (locale) => ({
    title: m.confirm_unknown_title({}, { locale }),
    message: m.confirm_unknown_message({}, { locale }),
  }),
};

/**
 * One state of /email-confirmed (spec §4, §8): each is rendered at build time, and the page's
 * script (src/islands/email-confirmed.ts) shows the one the address asks for and makes a
 * failure's support address a mailto link.
 */
export function ConfirmationPanel({ outcome }: { outcome: ConfirmationOutcome }) {
  const locale = useLocale();
  const home = homePath(locale);
  const backHome = (
    <NavButton to={home} size="lg">
      {m.invite_back_home({}, { locale })}
    </NavButton>
  );

  if (outcome === "success") {
    return (
      <StatusPanel tone="success" title={m.confirm_success_title({}, { locale })} actions={backHome}>
        <p>{m.confirm_success_text({ name: siteConfig.name }, { locale })}</p>
      </StatusPanel>
    );
  }

  if (outcome !== "loading") {
    const text = errorTexts[outcome](locale);
    // The page's script makes it a link with the subject (confirm_mail_subject).
    const email = <ObfuscatedEmail />;
    return (
      <StatusPanel tone={outcome === "already_confirmed" ? "success" : "problem"} title={text.title} actions={backHome}>
        <p className="font-semibold text-ink">{text.message}</p>
        <p className="text-base">{withParts(m.confirm_still_stuck({ email: slot("email") }, { locale }), { email })}</p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel
      tone="working"
      title={m.confirm_loading_title({}, { locale })}
      actions={
        <NavButton to={home} variant="secondary">
          {m.invite_back_home({}, { locale })}
        </NavButton>
      }
    >
      <p role="status">{m.confirm_loading_text({}, { locale })}</p>
      <noscript>
        <p className="font-semibold text-ink">
          {withParts(m.confirm_noscript({ email: slot("email") }, { locale }), { email: <ObfuscatedEmail /> })}
        </p>
      </noscript>
      <p className="text-base">{m.confirm_loading_hint({}, { locale })}</p>
    </StatusPanel>
  );
}
