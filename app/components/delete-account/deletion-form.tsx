import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { flashState } from "~/components/layout/flash-notice";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import {
  buildDeletionMailto,
  deletionEndpoint,
  deletionMessage,
  deletionNotice,
  submitDeletion,
  validateDeletion,
  type DeletionError,
} from "~/lib/account-deletion";
import { cn } from "~/lib/cn";
import { homePath } from "~/lib/locale";
import { openUrl } from "~/lib/open-app";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { slot, withParts } from "~/lib/rich-text";

/**
 * The deletion request form (spec §2, §5). Validation follows the spec's
 * order and shows one message at a time, next to its field. The form works
 * only with JavaScript (it has nowhere to post on a static host), so it stays
 * disabled until then and the page offers the support address instead.
 * It speaks the page's language (messages `delete_…`), and home is that language's home.
 */
export function DeletionForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const locale = useLocale();
  const home = homePath(locale);
  const id = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<DeletionError | null>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const acknowledgeField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);

  // Each failed submit yields a new error object: focus its field once the message is linked to it.
  useEffect(() => {
    if (error) (error.field === "acknowledge" ? acknowledgeField : emailField).current?.focus();
  }, [error]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const problem = validateDeletion(acknowledged, email, locale);
    setError(problem);
    if (problem) return;

    const endpoint = deletionEndpoint();
    if (!endpoint) {
      // No server to post to: the visitor's mail app sends the request to support.
      openUrl(buildDeletionMailto(email, locale));
      void navigate(home, { state: flashState(deletionNotice("mailed", locale)) });
      return;
    }
    setStatus("sending");
    if (await submitDeletion(endpoint, email)) {
      void navigate(home, { state: flashState(deletionNotice("sent", locale)) });
    } else {
      setStatus("failed");
    }
  }

  const errorId = (field: DeletionError["field"]) => `${id}-${field}-error`;
  const errorFor = (field: DeletionError["field"]) =>
    error?.field === field ? (
      <p id={errorId(field)} role="alert" className="mt-2 flex gap-1.5 text-sm font-semibold text-danger">
        {error.message}
      </p>
    ) : null;
  const invalid = (field: DeletionError["field"]) => (error?.field === field ? true : undefined);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      {/* The fieldset holds the controls until the page hydrates; its legend names the group. */}
      <fieldset disabled={!hydrated} className="space-y-6">
        <legend className="p-0">
          <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
            {m.delete_form_title({}, { locale })}
          </h2>
        </legend>
        <div>
          <div
            className={cn(
              "flex gap-3 rounded-xl border p-4",
              invalid("acknowledge") ? "border-danger bg-danger-tint" : "border-line bg-canvas",
            )}
          >
            <input
              ref={acknowledgeField}
              id={`${id}-acknowledge`}
              type="checkbox"
              name="acknowledge"
              checked={acknowledged}
              onChange={(event) => {
                setAcknowledged(event.target.checked);
                if (error?.field === "acknowledge") setError(null);
              }}
              aria-invalid={invalid("acknowledge")}
              aria-describedby={invalid("acknowledge") && errorId("acknowledge")}
              className="mt-0.5 size-5 shrink-0 accent-brand-strong"
            />
            <label htmlFor={`${id}-acknowledge`} className="leading-relaxed">
              {m.delete_form_acknowledge({}, { locale })}
            </label>
          </div>
          {errorFor("acknowledge")}
        </div>

        <div>
          <label htmlFor={`${id}-email`} className="block font-semibold">
            {m.delete_form_email_label({}, { locale })}
          </label>
          <input
            ref={emailField}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error?.field === "email") setError(null);
            }}
            aria-invalid={invalid("email")}
            aria-describedby={invalid("email") && errorId("email")}
            placeholder={m.delete_email_placeholder({}, { locale })}
            className={cn(
              "mt-2 block h-12 w-full rounded-xl border bg-surface px-4 text-base text-ink placeholder:text-ink-faint",
              invalid("email") ? "border-danger" : "border-ink-faint/60",
            )}
          />
          {errorFor("email")}
        </div>

        {status === "failed" && (
          <p role="alert" className="rounded-xl bg-danger-tint p-4 font-semibold text-danger">
            {deletionMessage("failed", locale)}
          </p>
        )}

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={status === "sending"}>
            {status === "sending" ? m.delete_form_sending({}, { locale }) : m.delete_form_send({}, { locale })}
          </Button>
          {!siteConfig.deletionEndpoint && (
            <p className="text-sm leading-relaxed text-ink-faint">{m.delete_form_mail_hint({}, { locale })}</p>
          )}
        </div>
      </fieldset>
      <noscript>
        <p className="mt-6 text-sm text-ink-soft">
          {withParts(m.delete_form_noscript({ email: slot("email") }, { locale }), { email: <ObfuscatedEmail /> })}
        </p>
      </noscript>
    </form>
  );
}
