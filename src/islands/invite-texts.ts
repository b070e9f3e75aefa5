import type { Phone } from "~/lib/invite-links";
import type { InAppBrowser } from "~/lib/platform";

/**
 * The strings the invite page's script needs beyond its templates, in the page's language
 * (src/views/invite.astro renders them into `data-invite`).
 */
export interface InviteTexts {
  /** The fallback's status line for screen readers ("Tap Join The Trip to open it in the app…"). */
  status: string;
  /** "Link copied". */
  copied: string;
  /** "Copying didn't work here. Press and hold the link to copy it:". */
  copyFailed: string;
  /** The in-app browser hint of each phone: its sentence with {app}, {dots} and {entry}, and each app's name and menu entry. */
  hint: Record<Phone, { text: string; apps: Record<InAppBrowser, { name: string; entry: string }> }>;
}
