import { describe, expect, it, vi } from "vitest";
import {
  deletionEndpointFor,
  deletionProblem,
  deletionProblemField,
  mailtoUrl,
  submitDeletion,
} from "./deletion-request";

describe("deletionProblem", () => {
  it("asks for the acknowledgement first, whatever the e-mail", () => {
    expect(deletionProblem(false, "")).toBe("acknowledge");
    expect(deletionProblem(false, "me@example.com")).toBe("acknowledge");
  });

  it("then for the e-mail, blank counting as missing", () => {
    expect(deletionProblem(true, "")).toBe("emailMissing");
    expect(deletionProblem(true, "  \t")).toBe("emailMissing");
  });

  it("catches an address that cannot be right, and lets a plausible one through", () => {
    for (const email of ["me", "me@", "me@example", "me @example.com", "@example.com"]) {
      expect(deletionProblem(true, email)).toBe("emailMalformed");
    }
    expect(deletionProblem(true, "  traveller+trips@example.co.uk ")).toBeNull();
  });

  it("puts each problem beside its field", () => {
    expect(deletionProblemField("acknowledge")).toBe("acknowledge");
    expect(deletionProblemField("emailMissing")).toBe("email");
    expect(deletionProblemField("emailMalformed")).toBe("email");
  });
});

describe("mailtoUrl", () => {
  it("encodes the subject and the body, line breaks and plus signs included", () => {
    const url = mailtoUrl("support@example.com", "Delete (X)", "Hello,\n\nme+trips@example.com & more");
    expect(url.startsWith("mailto:support@example.com?")).toBe(true);
    const query = new URLSearchParams(url.split("?")[1]);
    expect(query.get("subject")).toBe("Delete (X)");
    expect(query.get("body")).toBe("Hello,\n\nme+trips@example.com & more");
  });
});

describe("deletionEndpointFor", () => {
  const win = (override: unknown) => ({ __WAYFELLOW_DELETION_ENDPOINT__: override }) as unknown as Window;

  it("is the configured endpoint, or empty for the e-mail hand-off", () => {
    expect(deletionEndpointFor("https://api.example.com/delete", win(undefined))).toBe(
      "https://api.example.com/delete",
    );
    expect(deletionEndpointFor("", undefined)).toBe("");
  });

  it("takes a test's same-origin path, and nothing that leaves the site", () => {
    expect(deletionEndpointFor("", win("/__test/delete-account"))).toBe("/__test/delete-account");
    for (const override of ["//evil.example/x", "https://evil.example/x", 42]) {
      expect(deletionEndpointFor("", win(override))).toBe("");
    }
  });
});

describe("submitDeletion", () => {
  it("posts the trimmed address as JSON and reports the answer", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    expect(await submitDeletion("/delete", " me@example.com ", fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      "/delete",
      expect.objectContaining({ method: "POST", body: '{"email":"me@example.com"}' }),
    );
  });

  it("counts a refusal and a network failure as failures", async () => {
    expect(await submitDeletion("/delete", "me@example.com", async () => new Response(null, { status: 500 }))).toBe(
      false,
    );
    expect(
      await submitDeletion("/delete", "me@example.com", async () => {
        throw new TypeError("offline");
      }),
    ).toBe(false);
  });

  it("gives up on a server that does not answer in time", async () => {
    vi.useFakeTimers();
    try {
      const hanging: typeof fetch = (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
      const answer = submitDeletion("/delete", "me@example.com", hanging, 15000);
      let settled = false;
      void answer.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(14999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
