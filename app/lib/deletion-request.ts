/**
 * The account-deletion request without its texts: the spec's validation order, where a request
 * goes, the e-mail link and the endpoint call (spec §5, decisions.md "Account deletion requests
 * are never silently dropped"). No catalog and no site configuration here, so the deletion page's
 * browser script can import it without shipping both languages' messages
 * (app/lib/account-deletion.ts puts the texts around it for React).
 */
import { timings } from "~/config/constants";

export type DeletionField = "acknowledge" | "email";

/** What can be wrong with the form before it is sent, in the spec's order. */
export type DeletionFormProblem = "acknowledge" | "emailMissing" | "emailMalformed";

/** Deliberately loose: it catches typos, the server or support decide the rest. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with the form, in the spec's order, or null when it can be sent. */
export function deletionProblem(acknowledged: boolean, email: string): DeletionFormProblem | null {
  if (!acknowledged) return "acknowledge";
  const address = email.trim();
  if (address === "") return "emailMissing";
  if (!emailShape.test(address)) return "emailMalformed";
  return null;
}

/** The field a problem belongs to: its message stands beside it, and it takes the focus. */
export function deletionProblemField(problem: DeletionFormProblem): DeletionField {
  return problem === "acknowledge" ? "acknowledge" : "email";
}

/** A mailto: link to `address` with the subject and the body filled in. */
export function mailtoUrl(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** POSTs {email} to the endpoint; true when the server accepted the request within `timeoutMs`. */
export async function submitDeletion(
  endpoint: string,
  email: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = timings.deletionRequestTimeoutMs,
): Promise<boolean> {
  // A server that never answers must not leave the visitor waiting on "Sending…": past the
  // timeout the request counts as failed, and the visitor is offered the e-mail route.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: email.trim() }),
      signal: abort.signal,
    });
    return response.ok;
  } catch {
    // Offline, blocked, unreachable or too slow: the visitor sees the failure message.
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where requests go: `configured` (the build's endpoint, "" for the e-mail hand-off), unless a
 * browser test has set window.__WAYFELLOW_DELETION_ENDPOINT__ to a same-origin path (e.g.
 * "/__test/delete-account", routed by Playwright) to exercise both endpoint outcomes against a
 * production build. Only a same-origin path is accepted, so the hook cannot send the address elsewhere.
 */
export function deletionEndpointFor(configured: string, win: Window | undefined = globalThis.window): string {
  const override = (win as { __WAYFELLOW_DELETION_ENDPOINT__?: unknown } | undefined)?.__WAYFELLOW_DELETION_ENDPOINT__;
  if (typeof override === "string" && override.startsWith("/") && !override.startsWith("//")) return override;
  return configured;
}
