// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFile } from "./calendar";
import { calendarPath, makeEntry } from "./entry";

const site = { name: "Tripapp", origin: "https://example.org" };

// A fixture page: the generator does not depend on which content pages have an event today.
const fields = {
  title: "Example Fest trip",
  description: "d",
  published: "2026-03-01",
  revised: "2026-11-25",
  event: {
    name: "Example Fest 2027",
    startDate: "2027-09-18",
    endDate: "2027-10-03",
    locations: ["Example Park, Example City, Germany"],
    url: "https://fest.example.org/dates",
    organizer: { name: "Example Fest GmbH", url: "https://fest.example.org/" },
  },
  countdown: { scheme: "purple", label: "Example Fest 2027 opens" },
};
const page = makeEntry("guides", "example-fest", fields);

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents("vevent");
  expect(vevents).toHaveLength(1);
  return { calendar, event: new ICAL.Event(vevents[0]) };
}

describe("calendarFile", () => {
  const text = calendarFile(page, site)!;

  it("holds the edition's name, its dates as whole days (DTEND the day after the last), place and organizer's page", () => {
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Example Fest 2027");
    expect(event.summary).toBe("Example Fest 2027");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-09-18");
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe("2027-10-04");
    expect(event.location).toBe("Example Park, Example City, Germany");
    expect(event.component.getFirstPropertyValue("url")).toBe("https://fest.example.org/dates");
    expect(event.description).toContain("September 18, 2027 to October 3, 2027");
    expect(event.description).toContain("Example Fest GmbH");
    expect(event.description).toContain("https://example.org/example-fest");
    expect(text).toContain("DTSTART;VALUE=DATE:20270918");
    expect(text).toContain("DTEND;VALUE=DATE:20271004");
  });

  it("ends every line, the last one too, with CRLF (RFC 5545)", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
  });

  it("is the same file for the same content, whenever it is built", () => {
    expect(calendarFile(page, site)).toBe(text);
    expect(parse(text).event.uid).toBe("example-fest-2027-09-18@example.org");
  });

  it("is made only for pages with a countdown, whose button links to it", () => {
    expect(calendarPath(page)).toBe("/calendar/example-fest.ics");
    const { countdown: _countdown, ...withoutCountdown } = fields;
    const quiet = makeEntry("guides", "quiet", withoutCountdown);
    expect(calendarPath(quiet)).toBeNull();
    expect(calendarFile(quiet, site)).toBeNull();
  });
});
