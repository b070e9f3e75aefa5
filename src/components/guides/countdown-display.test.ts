import { describe, expect, it } from "vitest";
import { countdownDisplay, isWide } from "./countdown-display";

const edition = { startDate: "2027-09-18", endDate: "2027-10-03" };
const at = (time: string) => countdownDisplay(edition, new Date(time));

describe("countdownDisplay", () => {
  it("before the start, counts to midnight UTC of the first day in two-digit units", () => {
    expect(at("2027-09-17T23:59:50Z")).toEqual({
      phase: "upcoming",
      values: { days: "00", hours: "00", minutes: "00", seconds: "10" },
    });
    expect(at("2027-08-08T10:20:31Z").values).toEqual({ days: "40", hours: "13", minutes: "39", seconds: "29" });
  });

  it("keeps every digit of a countdown years ahead, and steps such a number down a size", () => {
    const far = at("2024-07-12T09:00:00Z").values!;
    expect(far.days).toBe("1162");
    expect(isWide(far.days)).toBe(true);
    expect(isWide(far.hours)).toBe(false);
  });

  it("never shows zeros: from the start it is under way, after the last day over", () => {
    expect(at("2027-09-18T00:00:00Z")).toEqual({ phase: "under-way", values: null });
    expect(at("2027-10-03T23:59:59Z")).toEqual({ phase: "under-way", values: null });
    expect(at("2027-10-04T00:00:00Z")).toEqual({ phase: "over", values: null });
  });

  it("shows dashes, not zeros, when the clock cannot be read", () => {
    expect(countdownDisplay(edition, new Date(Number.NaN))).toEqual({ phase: "upcoming", values: null });
  });
});
