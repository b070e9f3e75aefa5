import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "~/config/site";
import {
  buildDeletionMailto,
  deletionEndpoint,
  deletionMailSubject,
  deletionMessage,
  submitDeletion,
  validateDeletion,
} from "./account-deletion";

describe("validateDeletion", () => {
  it("asks for the acknowledgement first, whatever the e-mail", () => {
    const error = { field: "acknowledge", message: deletionMessage("acknowledge") };
    expect(validateDeletion(false, "")).toEqual(error);
    expect(validateDeletion(false, "me@example.com")).toEqual(error);
    expect(deletionMessage("acknowledge")).toBe(
      "Please confirm that you understand the consequences of deleting your account",
    );
  });

  it("then asks for the e-mail", () => {
    expect(validateDeletion(true, "")).toEqual({ field: "email", message: "Please enter your email" });
    expect(validateDeletion(true, "   ")).toEqual({ field: "email", message: "Please enter your email" });
  });

  it("catches an address that cannot be right", () => {
    for (const email of ["me", "me@", "me@example", "me @example.com", "@example.com"]) {
      expect(validateDeletion(true, email)).toEqual({ field: "email", message: deletionMessage("emailMalformed") });
    }
  });

  it("speaks the page's language, in the same order", () => {
    expect(validateDeletion(false, "", "de")).toEqual({
      field: "acknowledge",
      message: "Bitte bestätige, dass du die Folgen der Kontolöschung verstanden hast",
    });
    expect(validateDeletion(true, " ", "de")).toEqual({
      field: "email",
      message: "Bitte gib deine E-Mail-Adresse ein",
    });
    expect(validateDeletion(true, "me@", "de")?.message).toBe(
      "Bitte prüfe deine E-Mail-Adresse. Sie sollte so aussehen: name@example.com",
    );
    expect(deletionMessage("failed", "de")).toBe(
      "Dein Konto konnte nicht gelöscht werden. Bitte versuch es noch einmal.",
    );
    expect(deletionMessage("failed")).toBe("Failed to delete account. Please try again.");
  });

  it("accepts a complete form", () => {
    expect(validateDeletion(true, "me@example.com")).toBeNull();
    expect(validateDeletion(true, "  first.last+trips@mail.example.co.uk ")).toBeNull();
  });
});

describe("buildDeletionMailto", () => {
  it("addresses support with an encoded subject and a body naming the account", () => {
    const email = "a+b&c=d@example.com";
    const url = buildDeletionMailto(` ${email} `);
    expect(url.startsWith(`mailto:${siteConfig.supportEmail}?subject=`)).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect([...params.keys()]).toEqual(["subject", "body"]);
    expect(params.get("subject")).toBe(deletionMailSubject());
    expect(params.get("subject")).toBe(`Account deletion request (${siteConfig.name})`);
    expect(params.get("body")).toContain(`The e-mail address of my account: ${email}\n`);
    expect(params.get("body")).toContain(`please delete my ${siteConfig.name} account`);
    // Spaces are %20 (encodeURIComponent), which every mail client reads; never "+".
    expect(url).not.toContain("+");
    expect(url).toContain("%20");
  });

  it("writes the request in German from the German page", () => {
    const params = new URLSearchParams(buildDeletionMailto("me@example.com", "de").split("?")[1]);
    expect(params.get("subject")).toBe(`Löschanfrage für mein Konto (${siteConfig.name})`);
    expect(params.get("body")).toContain("Die E-Mail-Adresse meines Kontos: me@example.com\n");
    expect(params.get("body")).toContain(`bitte löscht mein ${siteConfig.name}-Konto`);
  });
});

describe("submitDeletion", () => {
  const ok = () => Promise.resolve(new Response("{}", { status: 200 }));

  it("POSTs the trimmed e-mail as JSON and reports success", async () => {
    const fetchImpl = vi.fn<typeof fetch>(ok);
    await expect(submitDeletion("https://api.example.com/delete", " me@example.com ", fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("https://api.example.com/delete");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "me@example.com" });
  });

  it("reports failure for an error status", async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response("nope", { status: 500 })));
    await expect(submitDeletion("/delete", "me@example.com", fetchImpl)).resolves.toBe(false);
  });

  it("reports failure when the network fails", async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(submitDeletion("/delete", "me@example.com", fetchImpl)).resolves.toBe(false);
  });
});

describe("deletionEndpoint", () => {
  const withHook = (value: unknown) => ({ __WAYFELLOW_DELETION_ENDPOINT__: value }) as unknown as Window;

  it("is empty by default, which means the e-mail hand-off", () => {
    expect(deletionEndpoint(undefined)).toBe("");
    expect(deletionEndpoint(withHook(undefined))).toBe("");
  });

  it("takes a same-origin test path from the test hook, and nothing else", () => {
    expect(deletionEndpoint(withHook("/__test/delete-account"))).toBe("/__test/delete-account");
    expect(deletionEndpoint(withHook("https://evil.example/collect"))).toBe("");
    expect(deletionEndpoint(withHook("//evil.example/collect"))).toBe("");
    expect(deletionEndpoint(withHook(42))).toBe("");
  });
});
