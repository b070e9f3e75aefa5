import { describe, expect, it } from "vitest";
import { consentCookieAttributes, deleteAnalyticsCookies, storedChoice } from "./consent";

/** A cookie jar that records what is written, as document.cookie would receive it. */
function jar(initial: string) {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      get cookie() {
        return initial;
      },
      set cookie(value: string) {
        writes.push(value);
      },
    },
  };
}

describe("deleteAnalyticsCookies", () => {
  it("expires every Google Analytics cookie on the host and each parent domain, and nothing else", () => {
    const { doc, writes } = jar("CookieConsent=true; _ga=GA1.1.1.2; _ga_ABC123=GS1; _gid=x; gallery=1; _gat_UA=1");
    deleteAnalyticsCookies(doc, "www.wayfellow.app");
    const expired = (name: string) =>
      writes
        .filter((write) => write.startsWith(`${name}=;`) && write.includes("Max-Age=0"))
        .map((w) => w.split("; Domain=")[1]);
    for (const name of ["_ga", "_ga_ABC123", "_gid", "_gat_UA"]) {
      expect(expired(name)).toEqual([undefined, "www.wayfellow.app", "wayfellow.app"]);
    }
    expect(writes.some((write) => write.startsWith("CookieConsent") || write.startsWith("gallery"))).toBe(false);
  });

  it("writes nothing when there is nothing to delete", () => {
    const { doc, writes } = jar("CookieConsent=false");
    deleteAnalyticsCookies(doc, "localhost");
    expect(writes).toEqual([]);
  });
});

describe("storedChoice: the consent cookie is the record, and it lapses after 365 days", () => {
  const read = (cookies: string) => storedChoice(cookies, "CookieConsent");

  it("reads the exact cookie, wherever it stands among the others", () => {
    expect(read("CookieConsent=true")).toBe("true");
    expect(read("a=1; CookieConsent=false; b=2")).toBe("false");
  });

  it("asks for another cookie, another value, or none", () => {
    expect(read("OtherCookieConsent=true")).toBeNull();
    expect(read("CookieConsent=yes")).toBeNull();
    expect(read("")).toBeNull();
  });

  it("writes a cookie that lasts 365 days", () => {
    expect(consentCookieAttributes).toContain(`Max-Age=${365 * 86_400}`);
  });
});
