/**
 * The account-deletion request (spec §5, decisions.md "Account deletion
 * requests are never silently dropped"): validation in the spec's order,
 * the e-mail hand-off and the endpoint call, kept free of React and the DOM.
 */
import { siteConfig } from "~/config/site";
import type { Locale } from "~/config/locales";
import { m } from "~/paraglide/messages.js";
import {
  deletionEndpointFor,
  deletionProblem,
  deletionProblemField,
  mailtoUrl,
  type DeletionField,
} from "./deletion-request";

export type { DeletionField } from "./deletion-request";
// The call itself holds no text: it lives with the rest of the request (./deletion-request.ts).
export { submitDeletion } from "./deletion-request";

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

/** The first problem with the form, in the spec's order, or null when it can be sent. */
export function validateDeletion(acknowledged: boolean, email: string, locale: Locale = "en"): DeletionError | null {
  const problem = deletionProblem(acknowledged, email);
  return problem && { field: deletionProblemField(problem), message: deletionMessage(problem, locale) };
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
  return mailtoUrl(siteConfig.supportEmail, deletionMailSubject(locale), deletionMailBody(email, locale));
}

/** Where requests go: the configured endpoint, or "" for the e-mail hand-off (and the test hook, ./deletion-request.ts). */
export function deletionEndpoint(win: Window | undefined = globalThis.window): string {
  return deletionEndpointFor(siteConfig.deletionEndpoint, win);
}

/** Shown on the home page after a request, by the layout's flash notice, in the page's language. */
export function deletionNotice(locale: Locale = "en"): string {
  return m.delete_notice_sent({}, { locale });
}
