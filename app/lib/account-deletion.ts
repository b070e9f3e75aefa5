/**
 * The account-deletion request (spec §5, decisions.md "Account deletion
 * requests are never silently dropped"): validation in the spec's order,
 * the e-mail hand-off and the endpoint call, kept free of React and the DOM.
 */
import { siteConfig } from "~/config/site";

export type DeletionField = "acknowledge" | "email";

export interface DeletionError {
  field: DeletionField;
  message: string;
}

export const deletionMessages = {
  acknowledge: "Please confirm that you understand the consequences of deleting your account",
  emailMissing: "Please enter your email",
  emailMalformed: "Please check your email address. It should look like name@example.com",
  failed: "Failed to delete account. Please try again.",
} as const;

/** Deliberately loose: it catches typos, the server or support decide the rest. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with the form, in the spec's order, or null when it can be sent. */
export function validateDeletion(acknowledged: boolean, email: string): DeletionError | null {
  if (!acknowledged) return { field: "acknowledge", message: deletionMessages.acknowledge };
  const address = email.trim();
  if (address === "") return { field: "email", message: deletionMessages.emailMissing };
  if (!emailShape.test(address)) return { field: "email", message: deletionMessages.emailMalformed };
  return null;
}

export const deletionMailSubject = `Account deletion request (${siteConfig.name})`;

export function deletionMailBody(email: string): string {
  return [
    "Hello,",
    "",
    `please delete my ${siteConfig.name} account and all the data linked to it.`,
    "",
    `The e-mail address of my account: ${email.trim()}`,
    "",
    "I understand that this removes my data and settings and takes me out of all my trips and groups.",
    "",
    "Thank you",
  ].join("\n");
}

/** A mailto: link to support, with the subject and the body filled in. */
export function buildDeletionMailto(email: string): string {
  const subject = encodeURIComponent(deletionMailSubject);
  const body = encodeURIComponent(deletionMailBody(email));
  return `mailto:${siteConfig.supportEmail}?subject=${subject}&body=${body}`;
}

/** POSTs {email} to the endpoint; true when the server accepted the request. */
export async function submitDeletion(
  endpoint: string,
  email: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: email.trim() }),
    });
    return response.ok;
  } catch {
    // Offline, blocked or unreachable: the visitor sees the failure message.
    return false;
  }
}

/**
 * Where requests go: the configured endpoint, or "" for the e-mail hand-off.
 * Test hook: a browser test may set window.__WAYFELLOW_DELETION_ENDPOINT__ to a
 * same-origin path (e.g. "/__test/delete-account", routed by Playwright) to
 * exercise both endpoint outcomes against the production build. Only a
 * same-origin path is accepted, so the hook cannot send the address elsewhere.
 */
export function deletionEndpoint(win: Window | undefined = globalThis.window): string {
  const override = (win as { __WAYFELLOW_DELETION_ENDPOINT__?: unknown } | undefined)?.__WAYFELLOW_DELETION_ENDPOINT__;
  if (typeof override === "string" && override.startsWith("/") && !override.startsWith("//")) return override;
  return siteConfig.deletionEndpoint;
}

/** Shown on the home page after a request, by the layout's flash notice. */
export const deletionNotices = {
  sent: "Thanks, your deletion request has been sent. We will confirm by e-mail once your account is deleted.",
  mailed:
    "Your e-mail app should now open with your deletion request filled in. Please press send so we receive it. Nothing opened? Write to us from the contact page.",
} as const;
