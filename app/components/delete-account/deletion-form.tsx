import { useId } from "react";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { slot, withParts } from "~/lib/rich-text";

/**
 * The deletion request form (spec §2, §5), as the page's HTML has it: its controls are disabled
 * until the page's script (src/islands/delete-account.ts) takes it over, validates in the spec's
 * order and sends the request; without JavaScript the page offers the support address instead.
 * It speaks the page's language (messages `delete_…`).
 */
export function DeletionForm() {
  const locale = useLocale();
  const id = useId();
  return (
    <form noValidate aria-labelledby={`${id}-title`}>
      {/* The fieldset holds the controls until the script runs; its legend names the group. */}
      <fieldset disabled className="space-y-6">
        <legend className="p-0">
          <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
            {m.delete_form_title({}, { locale })}
          </h2>
        </legend>
        <div>
          <div className="flex gap-3 rounded-xl border border-line bg-canvas p-4">
            <input
              id={`${id}-acknowledge`}
              type="checkbox"
              name="acknowledge"
              className="mt-0.5 size-5 shrink-0 accent-brand-strong"
            />
            <label htmlFor={`${id}-acknowledge`} className="leading-relaxed">
              {m.delete_form_acknowledge({}, { locale })}
            </label>
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-email`} className="block font-semibold">
            {m.delete_form_email_label({}, { locale })}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={m.delete_email_placeholder({}, { locale })}
            className="mt-2 block h-12 w-full rounded-xl border border-ink-faint/60 bg-surface px-4 text-base text-ink placeholder:text-ink-faint"
          />
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg">
            {m.delete_form_send({}, { locale })}
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
