import { describe, expect, it } from "vitest";
import { pageContext, pageLocation, pageReferrer } from "./page-context";

const origin = "https://wayfellow.app";
const secretToken = "tok_SECRET_4f9a";
const secretEmail = "jane.secret@example.com";

describe("pageLocation", () => {
  it("drops an invite token", () => {
    expect(pageLocation(`${origin}/invite?token=${secretToken}`)).toBe(`${origin}/invite`);
  });

  it("drops an e-mail address and every other parameter of the confirmation page", () => {
    const href = `${origin}/email-confirmed?success=false&error=expired&email=${encodeURIComponent(secretEmail)}`;
    expect(pageLocation(href)).toBe(`${origin}/email-confirmed`);
  });

  it("drops the fragment, whatever it holds", () => {
    expect(pageLocation(`${origin}/trip-cost-splitter#v1.${secretToken}`)).toBe(`${origin}/trip-cost-splitter`);
    expect(pageLocation(`${origin}/oktoberfest?utm_source=x#cash-or-card`)).toBe(`${origin}/oktoberfest?utm_source=x`);
  });

  it("keeps the campaign parameters, in a fixed order whatever the address's order", () => {
    const href = `${origin}/download?utm_content=hero&token=${secretToken}&utm_source=newsletter&gclid=abc&utm_medium=email&utm_campaign=spring&utm_term=ski`;
    expect(pageLocation(href)).toBe(
      `${origin}/download?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=ski&utm_content=hero`,
    );
  });

  it("drops unknown utm-like names, empty values and control characters", () => {
    expect(pageLocation(`${origin}/?utm_secret=${secretToken}&utm_source=&utm_medium=%0Aemail`)).toBe(
      `${origin}/?utm_medium=email`,
    );
  });

  it("keeps the path, and gives nothing for an address that is not a web page", () => {
    expect(pageLocation(`${origin}/blog/tomorrowland-2026-trip`)).toBe(`${origin}/blog/tomorrowland-2026-trip`);
    expect(pageLocation("not a url")).toBe("");
    expect(pageLocation(`javascript:alert("${secretToken}")`)).toBe("");
  });
});

describe("pageReferrer", () => {
  it("gives a page of this site as origin and path, without its query or fragment", () => {
    expect(pageReferrer(`${origin}/invite?token=${secretToken}#x`, origin)).toBe(`${origin}/invite`);
  });

  it("gives another site as its origin only", () => {
    expect(pageReferrer(`https://mail.example.com/inbox/msg?to=${secretEmail}`, origin)).toBe(
      "https://mail.example.com",
    );
    // Same host name, other scheme or port: another origin.
    expect(pageReferrer(`http://wayfellow.app/invite?token=${secretToken}`, origin)).toBe("http://wayfellow.app");
  });

  it("gives none, a malformed or a non-web referrer as empty", () => {
    expect(pageReferrer("", origin)).toBe("");
    expect(pageReferrer(null, origin)).toBe("");
    expect(pageReferrer(undefined, origin)).toBe("");
    expect(pageReferrer("::not a url::", origin)).toBe("");
    expect(pageReferrer(`android-app://com.google.android.gm/${secretEmail}`, origin)).toBe("");
    expect(pageReferrer("about:blank", origin)).toBe("");
  });
});

describe("pageContext", () => {
  it("builds both from the page's own origin", () => {
    expect(
      pageContext(`${origin}/contact?utm_source=share&token=${secretToken}`, `${origin}/invite?token=${secretToken}`),
    ).toEqual({ page_location: `${origin}/contact?utm_source=share`, page_referrer: `${origin}/invite` });
  });

  it("never contains a private value", () => {
    const context = pageContext(
      `${origin}/email-confirmed?success=true&email=${encodeURIComponent(secretEmail)}#${secretToken}`,
      `https://evil.example/?leak=${secretToken}`,
    );
    const text = JSON.stringify(context);
    expect(text).not.toContain(secretToken);
    expect(text).not.toContain("secret");
  });
});
