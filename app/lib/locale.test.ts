import { describe, expect, it } from "vitest";
import { homePath, localeOfPath, localizePath } from "./locale";

describe("localeOfPath", () => {
  it("reads German from /de and /de/…, English everywhere else", () => {
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/de/")).toBe("de");
    expect(localeOfPath("/de/kontakt")).toBe("de");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/contact")).toBe("en");
    // A slug that merely starts with "de" is English.
    expect(localeOfPath("/delete-account")).toBe("en");
    expect(localeOfPath("/design")).toBe("en");
    expect(localeOfPath("/blog/de")).toBe("en");
  });

  it("puts a path under a language's prefix", () => {
    expect(localizePath("/invite", "de")).toBe("/de/invite");
    expect(localizePath("/invite", "en")).toBe("/invite");
    expect(homePath("de")).toBe("/de");
    expect(homePath("en")).toBe("/");
  });
});
