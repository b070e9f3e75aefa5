import { useSearchParams } from "react-router";
import type { Route } from "./+types/email-confirmed";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { StatusPanel } from "~/components/status-panel";
import { NavButton } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { readConfirmationState, type ConfirmationErrorCode, type ConfirmationState } from "~/lib/email-confirmation";
import { buildMeta } from "~/lib/meta";
import { homePath, localeOfPath, type Locale } from "~/lib/locale";
import { slot, withParts } from "~/lib/rich-text";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { useHydrated } from "~/lib/use-hydrated";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.confirm_meta_title({}, { locale }),
    description: m.confirm_meta_description({ name: siteConfig.name }, { locale }),
    path: "/email-confirmed",
  });
};

/** Prerendered without a query string: loading until the browser reads ?success and ?error. */
function useConfirmationState(): ConfirmationState {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  return hydrated ? readConfirmationState(search) : { status: "loading" };
}

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

/** /email-confirmed?success=true|false&error=<code> (spec §4, §8); /de/email-confirmed the same, in German. */
export default function EmailConfirmed() {
  const state = useConfirmationState();
  const locale = useLocale();
  const home = homePath(locale);
  const backHome = (
    <NavButton to={home} size="lg">
      {m.invite_back_home({}, { locale })}
    </NavButton>
  );

  if (state.status === "success") {
    return (
      <StatusPanel tone="success" title={m.confirm_success_title({}, { locale })} actions={backHome}>
        <p>{m.confirm_success_text({ name: siteConfig.name }, { locale })}</p>
      </StatusPanel>
    );
  }

  if (state.status === "failure") {
    const text = errorTexts[state.code](locale);
    const email = <ObfuscatedEmail subject={m.confirm_mail_subject({}, { locale })} />;
    return (
      <StatusPanel
        tone={state.code === "already_confirmed" ? "success" : "problem"}
        title={text.title}
        actions={backHome}
      >
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
