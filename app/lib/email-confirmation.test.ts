import { describe, expect, it } from "vitest";
import {
  confirmationErrorCode,
  confirmationErrors,
  confirmationOutcome,
  readConfirmationState,
} from "./email-confirmation";

const state = (query: string) => readConfirmationState(new URLSearchParams(query));
const unexpected = "An unexpected error occurred during email confirmation. Please try again or contact support.";

describe("readConfirmationState", () => {
  it("waits while there is no success parameter", () => {
    expect(state("")).toEqual({ status: "loading" });
    expect(state("error=expired&utm_source=mail")).toEqual({ status: "loading" });
  });

  it("reports success", () => {
    expect(state("success=true")).toEqual({ status: "success" });
    expect(state("success=true&error=expired&foo=bar")).toEqual({ status: "success" });
  });

  it.each([
    ["expired", "Your confirmation link has expired. Please request a new one."],
    ["invalid", "The confirmation link is invalid. Please check your email for the correct link."],
    ["already_confirmed", "Your email has already been confirmed. You can now use your account."],
    ["not_found", "No account found with this confirmation token. Please check your email."],
  ])("explains the error %s with the spec's message", (code, message) => {
    expect(state(`success=false&error=${code}`)).toMatchObject({ status: "failure", code, message });
  });

  it("uses the generic message for a missing, unknown or odd error code", () => {
    for (const query of [
      "success=false",
      "success=false&error=",
      "success=false&error=boom",
      "success=false&error=unknown",
      "success=false&error=EXPIRED",
      "success=false&error=toString",
      "success=false&error=__proto__",
      "success=false&error=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    ]) {
      expect(state(query)).toEqual({ status: "failure", code: "unknown", ...confirmationErrors.unknown });
    }
    expect(confirmationErrors.unknown.message).toBe(unexpected);
  });

  it("treats an odd success value as a failed confirmation", () => {
    expect(state("success=yes")).toMatchObject({ status: "failure", message: unexpected });
    expect(state("success=")).toMatchObject({ status: "failure", message: unexpected });
  });

  it("reads only the first of repeated parameters", () => {
    expect(state("success=false&error=expired&error=invalid")).toMatchObject({ code: "expired" });
    expect(confirmationErrorCode(null)).toBe("unknown");
  });
});

describe("confirmationOutcome", () => {
  const outcome = (query: string) => confirmationOutcome(new URLSearchParams(query));

  it("names the state without its text, as readConfirmationState decides it", () => {
    expect(outcome("")).toBe("loading");
    expect(outcome("success=true&error=expired")).toBe("success");
    expect(outcome("success=false&error=already_confirmed")).toBe("already_confirmed");
    for (const query of ["success=false", "success=false&error=__proto__", "success=maybe&error=expired"]) {
      expect(outcome(query)).toBe("unknown");
    }
  });

  it("knows every code that has a message, and nothing else", () => {
    for (const code of Object.keys(confirmationErrors)) expect(confirmationErrorCode(code)).toBe(code);
    for (const code of ["constructor", "toString", "hasOwnProperty", "EXPIRED"]) {
      expect(confirmationErrorCode(code)).toBe("unknown");
    }
  });
});
