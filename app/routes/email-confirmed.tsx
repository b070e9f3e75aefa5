import { useSearchParams } from "react-router";
import type { Route } from "./+types/email-confirmed";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { StatusPanel } from "~/components/status-panel";
import { NavButton } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { readConfirmationState, type ConfirmationState } from "~/lib/email-confirmation";
import { buildMeta } from "~/lib/meta";
import { localeOfPath } from "~/lib/locale";
import { useHydrated } from "~/lib/use-hydrated";

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    locale: localeOfPath(location.pathname),
    title: "Email Confirmation",
    description: `The result of confirming the e-mail address of your ${siteConfig.name} account.`,
    path: "/email-confirmed",
  });

/** Prerendered without a query string: loading until the browser reads ?success and ?error. */
function useConfirmationState(): ConfirmationState {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  return hydrated ? readConfirmationState(search) : { status: "loading" };
}

const backHome = (
  <NavButton to="/" size="lg">
    Back to Homepage
  </NavButton>
);

/** /email-confirmed?success=true|false&error=<code> (spec §4, §8). */
export default function EmailConfirmed() {
  const state = useConfirmationState();

  if (state.status === "success") {
    return (
      <StatusPanel tone="success" title="Email Confirmed!" actions={backHome}>
        <p>
          Thanks, your e-mail address is confirmed. Head back to the {siteConfig.name} app and pick up where you left
          off.
        </p>
      </StatusPanel>
    );
  }

  if (state.status === "failure") {
    return (
      <StatusPanel
        tone={state.code === "already_confirmed" ? "success" : "problem"}
        title={state.title}
        actions={backHome}
      >
        <p className="font-semibold text-ink">{state.message}</p>
        <p className="text-base">
          Still stuck? Write to us at <ObfuscatedEmail subject="Email confirmation" /> and we'll sort it out.
        </p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel
      tone="working"
      title="Confirming your email…"
      actions={
        <NavButton to="/" variant="secondary">
          Back to Homepage
        </NavButton>
      }
    >
      <p role="status">Hold on a moment while we check your confirmation link.</p>
      <noscript>
        <p className="font-semibold text-ink">
          JavaScript is turned off in this browser, so this page cannot read the result of your link. Turn it on and
          open the link again, or write to <ObfuscatedEmail /> for help.
        </p>
      </noscript>
      <p className="text-base">
        If nothing changes, open the link from your confirmation e-mail again, or request a new e-mail in the app.
      </p>
    </StatusPanel>
  );
}
