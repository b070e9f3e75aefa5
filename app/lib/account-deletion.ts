/**
 * The account-deletion request (spec §5, decisions.md "Account deletion
 * requests are never silently dropped"): validation in the spec's order,
 * the e-mail hand-off and the endpoint call, kept free of React and the DOM.
 */
import { siteConfig } from "~/config/site";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

export type DeletionField = "acknowledge" | "email";

export interface DeletionError {
  field: DeletionField;
  message: string;
}

/** What can go wrong, each with its message from the catalog (the spec's error catalogue, §8). */
export type DeletionProblem = "acknowledge" | "emailMissing" | "emailMalformed" | "failed";

const emailExample = "name@example.com";

/** The message for `problem` in `locale`: the spec's exact English, and German on German pages. */
export function deletionMessage(problem: DeletionProblem, locale: Locale = "en"): string {
  switch (problem) {
    case "acknowledge":
      return m.delete_error_acknowledge({}, { locale });
    case "emailMissing":
      return m.delete_error_email_missing({}, { locale });
    case "emailMalformed":
      return m.delete_error_email_malformed({ example: emailExample }, { locale });
    case "failed":
      return m.delete_error_failed({}, { locale });
  }
}

/** Deliberately loose: it catches typos, the server or support decide the rest. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with the form, in the spec's order, or null when it can be sent. */
export function validateDeletion(acknowledged: boolean, email: string, locale: Locale = "en"): DeletionError | null {
  if (!acknowledged) return { field: "acknowledge", message: deletionMessage("acknowledge", locale) };
  const address = email.trim();
  if (address === "") return { field: "email", message: deletionMessage("emailMissing", locale) };
  if (!emailShape.test(address)) return { field: "email", message: deletionMessage("emailMalformed", locale) };
  return null;
}

/** The request's subject, in the language of the page it was sent from (English by default). */
export function deletionMailSubject(locale: Locale = "en"): string {
  return m.delete_mail_subject({ name: siteConfig.name }, { locale });
}

export function deletionMailBody(email: string, locale: Locale = "en"): string {
  const name = siteConfig.name;
  return [
    m.delete_mail_greeting({}, { locale }),
    "",
    m.delete_mail_request({ name }, { locale }),
    "",
    m.delete_mail_address({ email: email.trim() }, { locale }),
    "",
    m.delete_mail_acknowledge({}, { locale }),
    "",
    m.delete_mail_thanks({}, { locale }),
  ].join("\n");
}

/** A mailto: link to support, with the subject and the body filled in (in the page's language). */
export function buildDeletionMailto(email: string, locale: Locale = "en"): string {
  const subject = encodeURIComponent(deletionMailSubject(locale));
  const body = encodeURIComponent(deletionMailBody(email, locale));
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

/** Shown on the home page after a request, by the layout's flash notice, in the page's language. */
export function deletionNotice(kind: "sent" | "mailed", locale: Locale = "en"): string {
  return kind === "sent" ? m.delete_notice_sent({}, { locale }) : m.delete_notice_mailed({}, { locale });
}
