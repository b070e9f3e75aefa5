import type { DeletionFormProblem } from "~/lib/deletion-request";

/**
 * The strings the deletion page's script needs, in the page's language
 * (src/views/delete-account.astro renders them into `data-deletion`).
 */
export interface DeletionTexts {
  /** The spec's message of each problem with the form (and our own for a malformed address). */
  problems: Record<DeletionFormProblem, string>;
  /** 'Failed to delete account. Please try again.' */
  failed: string;
  /** The submit button's text, and its text while the request is on its way. */
  send: string;
  sending: string;
  /** What home says once the request has reached the endpoint. */
  notice: string;
  /** The request's e-mail to support: its subject, and its body before and after the visitor's address. */
  mail: { subject: string; body: [string, string] };
  /** The subject of a question to support ('Questions first? Write to …'). */
  questionsSubject: string;
  /** Home in the page's language, where the visitor returns after the request. */
  home: string;
}
