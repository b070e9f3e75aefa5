import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { textLinkClasses } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";

/**
 * The support address in a content file (`<SupportEmail />`): the obfuscated address of the React
 * Router build ("support [at] domain", never the address itself in the HTML), marked for the script
 * that turns it into a mailto link in the browser (reveal-email.ts), as hydration did.
 */
export function SupportEmail() {
  const [user, domain] = siteConfig.supportEmail.split("@") as [string, string];
  return (
    <span data-support-email="" data-user={user} data-domain={domain} data-link-class={textLinkClasses}>
      <ObfuscatedEmail />
    </span>
  );
}
