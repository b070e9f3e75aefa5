// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Countdown, countdownGradients, type Edition } from "./countdown";

// A fixture edition: the component does not care whether a content page has one today.
const edition: Edition = {
  name: "Example Fest 2027",
  startDate: "2027-09-18",
  endDate: "2027-10-03",
  url: "https://fest.example.org/",
};
const props = {
  edition,
  scheme: "purple" as const,
  label: "Example Fest 2027 opens",
  reference: "2026-11-25",
  calendar: "/calendar/example-fest.ics",
};

/** The four numbers as shown (days, hours, minutes, seconds). */
function shownUnits(container: HTMLElement): string[] {
  const text = container.querySelector('[aria-label="Countdown"]')?.textContent ?? "";
  return [...text.matchAll(/(\d{2}|--)(?=Days|Hours|Minutes|Seconds)/g)].map(([, value]) => value!);
}

/** The view as the build renders it for the clock `reference`, in a document to query. */
function renderAt(reference: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(<Countdown {...props} reference={reference} />);
  return host;
}

describe("Countdown", () => {
  it("has a distinct colour scheme for each of the five schemes of the spec", () => {
    expect(Object.keys(countdownGradients).sort()).toEqual(["blue", "green", "orange", "purple", "worldcup"]);
    expect(new Set(Object.values(countdownGradients)).size).toBe(5);
  });

  it("prerenders dashes, the start date and the calendar button, the same in every build", () => {
    const host = renderAt(props.reference);
    expect(shownUnits(host)).toEqual(["--", "--", "--", "--"]);
    expect(host.textContent).toContain("Example Fest 2027 opens: September 18, 2027.");
    expect(host.querySelector("time")?.getAttribute("datetime")).toBe("2027-09-18");
    const link = host.querySelector("a[download]");
    expect(link?.textContent).toBe("Add to calendar");
    expect(link?.getAttribute("href")).toBe("/calendar/example-fest.ics");
    expect(link?.getAttribute("download")).toBe("example-fest.ics");
    expect(host.textContent).not.toMatch(/under way|took place/);
  });

  it("from the first day, says the edition is under way and links the organizer's site for the next one", () => {
    const host = renderAt("2027-09-18");
    expect(host.querySelector('[aria-label="Countdown"]')).toBeNull();
    expect(host.textContent).toMatch(/^Example Fest 2027 is under way, from September 18, 2027 to October 3, 2027\./);
    const link = host.querySelector("a:not([download])");
    expect(link?.textContent).toMatch(/the organizer's site/);
    expect(link?.getAttribute("href")).toBe(edition.url);
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(host.textContent).not.toContain("Add to calendar");
  });

  it("after the last day, says the edition took place and links the organizer's site", () => {
    const host = renderAt("2027-10-04");
    expect(host.querySelector('[aria-label="Countdown"]')).toBeNull();
    expect(host.textContent).toMatch(/^Example Fest 2027 took place from September 18, 2027 to October 3, 2027\./);
    expect(host.querySelector("a")?.getAttribute("href")).toBe(edition.url);
  });

  it("never prerenders zeros, even if a page's reference date were past the start", () => {
    const html = renderToString(<Countdown {...props} reference="2027-11-01" />);
    expect(html).not.toContain("Countdown");
    expect(html).toContain("took place");
  });
});
