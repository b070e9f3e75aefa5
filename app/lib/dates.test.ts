import { describe, expect, it } from "vitest";
import { formatContentDate } from "./dates";

describe("formatContentDate", () => {
  it("writes a content date as a long US English date, the same day in every time zone", () => {
    expect(formatContentDate("2026-11-25")).toBe("November 25, 2026");
    // Midnight UTC is still the previous evening in New York: the day must not slip.
    expect(formatContentDate("2027-01-01")).toBe("January 1, 2027");
  });
});
