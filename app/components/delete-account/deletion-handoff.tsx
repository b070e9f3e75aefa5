import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { buttonClasses } from "~/components/ui/button";
import { textLinkClasses } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";
import { slot, withParts } from "~/lib/rich-text";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The e-mail route of a deletion request (decisions.md, "Account deletion requests are never
 * silently dropped"), as a template the page's script shows: without an endpoint, after a valid
 * request, and after an endpoint failed. It fills in the request with the visitor's address, the
 * mail link and the copy button (src/islands/delete-account.ts). The page stays: the request counts
 * once the e-mail arrives.
 */
export function DeletionHandoff() {
  const locale = useLocale();
  return (
    <template data-handoff="">
      <section aria-labelledby="handoff-title" className="mt-8 space-y-4 border-t border-line pt-8">
        <p data-handoff-failed="" hidden className="font-semibold text-ink">
          {m.delete_failed_email({}, { locale })}
        </p>
        <h2 id="handoff-title" tabIndex={-1} className="text-xl font-bold outline-none">
          {m.delete_handoff_title({}, { locale })}
        </h2>
        <p className="leading-relaxed text-ink-soft">
          {withParts(m.delete_handoff_text({ email: slot("email") }, { locale }), { email: <ObfuscatedEmail /> })}
        </p>
        <div>
          <label htmlFor="handoff-request" className="block font-semibold">
            {m.delete_handoff_label({}, { locale })}
          </label>
          <textarea
            id="handoff-request"
            readOnly
            rows={8}
            data-handoff-request=""
            className="mt-2 block w-full rounded-xl border border-ink-faint/60 bg-surface p-3 text-sm text-ink"
          />
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <button type="button" data-handoff-copy="" className={buttonClasses({ variant: "secondary" })}>
            {m.delete_handoff_copy({}, { locale })}
          </button>
          <a data-handoff-open="" href="#" className={cn(textLinkClasses, "whitespace-nowrap")}>
            {m.delete_handoff_open({}, { locale })}
          </a>
        </div>
        <p
          role="status"
          data-handoff-status=""
          data-copied={m.delete_handoff_copied({}, { locale })}
          className="text-sm text-ink-soft"
        />
        <p className="leading-relaxed text-ink-soft">{m.delete_handoff_next({}, { locale })}</p>
      </section>
    </template>
  );
}
