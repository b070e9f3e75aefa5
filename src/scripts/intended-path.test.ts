import { describe, expect, it } from "vitest";
import { intendedPath } from "./intended-path";

const known = ["/", "/contact", "/de/kontakt", "/blog/tomorrowland-2026-trip", "/de"];

describe("intendedPath", () => {
  it("finds the page that differs only in letter case", () => {
    expect(intendedPath("/Contact", known)).toBe("/contact");
    expect(intendedPath("/DE/Kontakt", known)).toBe("/de/kontakt");
    expect(intendedPath("/blog/Tomorrowland-2026-Trip", known)).toBe("/blog/tomorrowland-2026-trip");
  });

  it("finds the page behind trailing slashes", () => {
    expect(intendedPath("/contact/", known)).toBe("/contact");
    expect(intendedPath("/de//", known)).toBe("/de");
    expect(intendedPath("//", known)).toBe("/");
  });

  it("suggests nothing for an unknown page or for the page itself", () => {
    expect(intendedPath("/contacts", known)).toBeUndefined();
    expect(intendedPath("/contact", known)).toBeUndefined();
    expect(intendedPath("/", known)).toBeUndefined();
  });
});
