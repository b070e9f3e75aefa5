import { describe, expect, it } from "vitest";
import { countdownParts, editionInstants, editionPhase, targetInstant } from "./countdown";

const target = targetInstant("2026-06-11");

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(target, new Date("2026-06-09T21:58:30Z"))).toEqual({
      days: 1,
      hours: 2,
      minutes: 1,
      seconds: 30,
      past: false,
    });
  });

  it("counts to the same instant whatever the visitor's time zone", () => {
    // 23:00 on June 10 in New York (UTC-4) is 03:00 UTC on June 11: already past midnight UTC.
    expect(countdownParts(target, new Date("2026-06-10T23:00:00-04:00")).past).toBe(true);
    // 01:30 on June 11 in Berlin (UTC+2) is 23:30 UTC on June 10: 30 minutes to go.
    expect(countdownParts(target, new Date("2026-06-11T01:30:00+02:00"))).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 30,
    });
  });

  it("shows all zeros at the moment of the target and after it", () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, past: true };
    expect(countdownParts(target, new Date("2026-06-11T00:00:00Z"))).toEqual(zeros);
    expect(countdownParts(target, new Date("2026-11-23T12:00:00Z"))).toEqual(zeros);
    expect(countdownParts(target, new Date("2026-06-10T23:59:59Z"))).toEqual({ ...zeros, seconds: 1, past: false });
  });

  it("treats an invalid date as past rather than showing nonsense", () => {
    expect(countdownParts(new Date("not a date"), new Date()).past).toBe(true);
  });

  it("reads content dates as midnight UTC", () => {
    expect(targetInstant("2026-05-28").toISOString()).toBe("2026-05-28T00:00:00.000Z");
  });
});

describe("editionPhase", () => {
  const edition = { startDate: "2027-09-18", endDate: "2027-10-03" };

  it("is upcoming until midnight UTC of the first day, the instant the countdown counts to", () => {
    expect(editionPhase(edition, new Date("2027-09-17T23:59:59Z"))).toBe("upcoming");
    expect(editionInstants(edition).start.toISOString()).toBe("2027-09-18T00:00:00.000Z");
    expect(countdownParts(editionInstants(edition).start, new Date("2027-09-17T23:59:59Z")).past).toBe(false);
  });

  it("is under way from the first day through the whole of the last day", () => {
    expect(editionPhase(edition, new Date("2027-09-18T00:00:00Z"))).toBe("under-way");
    expect(editionPhase(edition, new Date("2027-09-25T12:00:00Z"))).toBe("under-way");
    expect(editionPhase(edition, new Date("2027-10-03T23:59:59Z"))).toBe("under-way");
  });

  it("is over from midnight UTC after the last day, even across a month's end", () => {
    expect(editionInstants(edition).end.toISOString()).toBe("2027-10-04T00:00:00.000Z");
    expect(editionPhase(edition, new Date("2027-10-04T00:00:00Z"))).toBe("over");
    expect(editionPhase(edition, new Date("2031-03-15T00:00:00Z"))).toBe("over");
    const newYear = { startDate: "2027-12-31", endDate: "2027-12-31" };
    expect(editionInstants(newYear).end.toISOString()).toBe("2028-01-01T00:00:00.000Z");
  });

  it("a one-day edition is under way for that one day", () => {
    const day = { startDate: "2027-06-11", endDate: "2027-06-11" };
    expect(editionPhase(day, new Date("2027-06-10T23:59:59Z"))).toBe("upcoming");
    expect(editionPhase(day, new Date("2027-06-11T23:00:00Z"))).toBe("under-way");
    expect(editionPhase(day, new Date("2027-06-12T00:00:00Z"))).toBe("over");
  });
});
