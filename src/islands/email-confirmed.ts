/**
 * /email-confirmed in the browser: shows the state the address asks for (app/lib/email-confirmation.ts),
 * which the page rendered at build time into a template in its language; without a success
 * parameter the prerendered loading state stays (spec §4). Only known values choose a state: the
 * parameters themselves are never shown. Runs in the same task as the site script, its dependency,
 * which marks the page ready. (Back to Homepage is NavButton, whose GET form the site script makes
 * go exactly home: src/scripts/links.ts.)
 */
import { confirmationOutcome } from "~/lib/email-confirmation";
import { part, revealSupportEmail } from "./dom";

const root = document.querySelector<HTMLElement>("[data-confirmation]");
if (root) {
  const outcome = confirmationOutcome(new URLSearchParams(window.location.search));
  if (outcome !== "loading") root.replaceChildren(part(`confirmation-${outcome}`));
  // A failure offers the support address, with the subject the page names.
  revealSupportEmail(root, root.dataset.confirmation);
}
