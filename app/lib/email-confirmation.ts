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

/** A known error code, or "unknown" for anything else (missing, misspelt, hostile). */
export function confirmationErrorCode(code: string | null): ConfirmationErrorCode {
  return code !== null && code !== "unknown" && Object.hasOwn(confirmationErrors, code)
    ? (code as ConfirmationErrorCode)
    : "unknown";
}

function failure(code: ConfirmationErrorCode): ConfirmationState {
  return { status: "failure", code, ...confirmationErrors[code] };
}

/**
 * success=true is a success, success=false a failure; without a success
 * parameter the page keeps waiting (spec §4). Any other value of success is
 * a broken link, so it is a failure with the generic message.
 */
export function readConfirmationState(search: URLSearchParams): ConfirmationState {
  const success = search.get("success");
  if (success === null) return { status: "loading" };
  if (success === "true") return { status: "success" };
  return failure(success === "false" ? confirmationErrorCode(search.get("error")) : "unknown");
}
