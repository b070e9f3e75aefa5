import { describe, expect, it } from "vitest";
import { daysBetween, formatReviewList, nextReview, parseIsoDay, reviewList } from "./review";

describe("the review date arithmetic", () => {
  it("falls due three calendar months after the check, on the last day of a shorter month", () => {
    expect(nextReview("2026-11-25")).toBe("2027-02-25");
    expect(nextReview("2026-11-30")).toBe("2027-02-28");
    expect(nextReview("2027-11-30")).toBe("2028-02-29");
    expect(nextReview("2026-10-31")).toBe("2027-01-31");
  });

  it("counts whole days across month, year and leap-day boundaries", () => {
    expect(daysBetween("2027-02-25", "2027-06-01")).toBe(96);
    expect(daysBetween("2027-12-31", "2028-01-01")).toBe(1);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-06-01", "2027-02-25")).toBe(-96);
  });

  it("reads only real calendar days", () => {
    expect(parseIsoDay("2027-06-01")).toBe("2027-06-01");
    for (const bad of ["2027-02-30", "2027-6-1", "01.06.2027", "", "2027-06-01T00:00"])
      expect(parseIsoDay(bad)).toBeUndefined();
  });
});

describe("the review list", () => {
  const pages = [
    {
      path: "/oktoberfest",
      checked: "2026-11-25",
      watch: [{ what: "Oktoberfest 2027 dates", from: "2027-01-01", where: "https://www.oktoberfest.de/" }],
    },
    { path: "/ski-trip-planning", checked: "2026-12-10" },
    { path: "/blog/new", checked: "2027-05-01" },
  ];

  it("lists a page from the day it falls due, most overdue first, and not before", () => {
    expect(reviewList(pages, "2027-02-24").due).toEqual([]);
    expect(reviewList(pages, "2027-02-25").due).toEqual([
      { path: "/oktoberfest", checked: "2026-11-25", due: "2027-02-25", daysOverdue: 0 },
    ]);
    expect(reviewList(pages, "2027-06-01").due.map((page) => [page.path, page.daysOverdue])).toEqual([
      ["/oktoberfest", 96],
      ["/ski-trip-planning", 83],
    ]);
  });

  it("lists a watched claim from its own day on, whatever the page's check", () => {
    expect(reviewList(pages, "2026-12-31").watches).toEqual([]);
    expect(reviewList(pages, "2027-01-01").watches).toEqual([
      {
        path: "/oktoberfest",
        what: "Oktoberfest 2027 dates",
        from: "2027-01-01",
        where: "https://www.oktoberfest.de/",
        daysSince: 0,
      },
    ]);
  });

  it("prints one line per due page, then one per watched claim", () => {
    const lines = formatReviewList(reviewList(pages, "2027-02-25"), "2027-02-25");
    expect(lines).toEqual([
      "Content review as of 2027-02-25: 1 page due, 1 watched claim to look at.",
      "page   /oktoberfest  checked 2026-11-25, due 2027-02-25, due today",
      "watch  /oktoberfest  Oktoberfest 2027 dates (from 2027-01-01): https://www.oktoberfest.de/",
    ]);
  });
});
