import { ObfuscatedEmail } from "~/components/obfuscated-email";

/**
 * The support address in a content file (`<SupportEmail />`): the HTML has it without its "@",
 * never the address itself; the site script makes it a mailto link (src/scripts/support-email.ts).
 */
export function SupportEmail() {
  return <ObfuscatedEmail />;
}
