/**
 * The state of /email-confirmed, read from the address the app's server sends
 * people to (spec §4, §8): ?success=true, or ?success=false&error=<code>.
 * Only known values are ever used; the raw parameters are never shown.
 */

export type ConfirmationErrorCode = "expired" | "invalid" | "already_confirmed" | "not_found" | "unknown";

export type ConfirmationState =
  | { status: "loading" }
  | { status: "success" }
  | { status: "failure"; code: ConfirmationErrorCode; title: string; message: string };

/** The spec's message per error code, and a heading of our own to go with it. */
export const confirmationErrors: Record<ConfirmationErrorCode, { title: string; message: string }> = {
  expired: {
    title: "This link has expired",
    message: "Your confirmation link has expired. Please request a new one.",
  },
  invalid: {
    title: "This link doesn't work",
    message: "The confirmation link is invalid. Please check your email for the correct link.",
  },
  already_confirmed: {
    title: "You're already confirmed",
    message: "Your email has already been confirmed. You can now use your account.",
  },
  not_found: {
    title: "We couldn't find your account",
    message: "No account found with this confirmation token. Please check your email.",
  },
  unknown: {
    title: "Something went wrong",
    message: "An unexpected error occurred during email confirmation. Please try again or contact support.",
  },
};

/** The codes the app's server sends, without their texts (a browser script reads them). */
const errorCodes: readonly ConfirmationErrorCode[] = ["expired", "invalid", "already_confirmed", "not_found"];

/** A known error code, or "unknown" for anything else (missing, misspelt, hostile). */
export function confirmationErrorCode(code: string | null): ConfirmationErrorCode {
  return errorCodes.find((known) => known === code) ?? "unknown";
}

/** What the address asks the page to show: still loading, success, or the error code of a failure. */
export type ConfirmationOutcome = "loading" | "success" | ConfirmationErrorCode;

/**
 * success=true is a success, success=false a failure; without a success
 * parameter the page keeps waiting (spec §4). Any other value of success is
 * a broken link, so it is a failure with the generic message. No text here: the static
 * site's script shows the state the page rendered at build time in its own language.
 */
export function confirmationOutcome(search: URLSearchParams): ConfirmationOutcome {
  const success = search.get("success");
  if (success === null) return "loading";
  if (success === "true") return "success";
  return success === "false" ? confirmationErrorCode(search.get("error")) : "unknown";
}

/** The state of the page, with the spec's message of a failure. */
export function readConfirmationState(search: URLSearchParams): ConfirmationState {
  const outcome = confirmationOutcome(search);
  if (outcome === "loading" || outcome === "success") return { status: outcome };
  return { status: "failure", code: outcome, ...confirmationErrors[outcome] };
}
