import { describe, expect, it } from "vitest";
import { consentMaxAgeMs, deleteAnalyticsCookies, storedChoice } from "./consent";

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

describe("storedChoice: the choice holds 365 days, as the consent cookie does", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  const day = 86_400_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const read = (value: string | null, savedAt: string | null, cookies = "") =>
    storedChoice(value, savedAt, cookies, "CookieConsent", now, consentMaxAgeMs);

  it("is a year", () => {
    expect(consentMaxAgeMs).toBe(365 * day);
  });

  it("keeps a choice made less than 365 days ago", () => {
    expect(read("true", at(now))).toBe("true");
    expect(read("false", at(now - 364 * day))).toBe("false");
    expect(read("true", at(now - 365 * day + 60_000))).toBe("true");
  });

  it("asks again once it is 365 days old", () => {
    expect(read("true", at(now - 365 * day))).toBeNull();
    expect(read("false", at(now - 400 * day))).toBeNull();
  });

  it("does not trust a value without a readable date beyond what the cookie says", () => {
    expect(read("true", null)).toBeNull();
    expect(read("true", "yesterday")).toBeNull();
    // A date ahead of the clock: the clock was set back since; the choice holds.
    expect(read("false", at(now + 2 * day))).toBe("false");
    // A choice stored before the date was kept: it holds while its cookie (365 days) does.
    expect(read("true", null, "CookieConsent=true")).toBe("true");
    expect(read("true", at(now - 366 * day), "other=1; CookieConsent=false")).toBe("false");
  });

  it("falls back to the cookie when local storage holds no choice, and reads only the exact cookie", () => {
    expect(read(null, null, "a=1; CookieConsent=false; b=2")).toBe("false");
    expect(read("maybe", at(now), "CookieConsent=true")).toBe("true");
    expect(read(null, null, "OtherCookieConsent=true")).toBeNull();
    expect(read(null, null, "CookieConsent=yes")).toBeNull();
    expect(read(null, null, "")).toBeNull();
  });
});
