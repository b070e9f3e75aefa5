import { textLinkClasses } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The support address, kept out of the static HTML that scrapers read: the prerendered page has
 * "support", the domain and no "@", marked for the script that makes it a normal mailto link that
 * people can click and copy (src/scripts/support-email.ts, run on every page). With JavaScript on
 * (`data-js`, set before the body is parsed) the stylesheet draws the "@" between them, so the
 * address already takes the link's width and nothing moves when the link replaces it; without
 * JavaScript it reads "support [at] domain", which a visitor can copy and mend.
 */
export function ObfuscatedEmail({ className, subject }: { className?: string; subject?: string }) {
  const [user, domain] = siteConfig.supportEmail.split("@") as [string, string];
  const locale = useLocale();
  return (
    <span
      className={cn("font-semibold", className)}
      data-support-email=""
      data-user={user}
      data-domain={domain}
      data-subject={subject}
      data-link-class={cn(textLinkClasses, className)}
    >
      {user}
      <span aria-hidden="true" className="before:content-['@'] no-js:hidden" />
      <span aria-hidden="true" className="hidden no-js:inline">
        {" [at] "}
      </span>
      <span className="sr-only"> {m.email_at({}, { locale })} </span>
      {domain}
    </span>
  );
}
