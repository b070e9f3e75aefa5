import { textLinkClasses } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The support address, kept out of the static HTML that scrapers read:
 * the prerendered page says "support [at] domain", marked for the script that
 * makes it a normal mailto link that people can click and copy
 * (src/scripts/support-email.ts, run on every page).
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
      <span aria-hidden="true"> [at] </span>
      <span className="sr-only"> {m.email_at({}, { locale })} </span>
      {domain}
    </span>
  );
}
