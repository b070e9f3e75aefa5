// @vitest-environment node
import { describe, expect, it } from "vitest";
import { makeEntry } from "./entry";
import { staleEdition } from "./events";
import { loadContent } from "./load";

const eventPages = loadContent().filter((entry) => entry.collection !== "legal" && entry.data.event);

const page = (startDate: string, checked?: string) =>
  makeEntry("guides", "example-fest", {
    title: "Example Fest trip",
    revised: "2026-11-20",
    ...(checked ? { checked } : {}),
    event: {
      name: "Example Fest",
      startDate,
      endDate: "2027-10-03",
      locations: ["Example Park"],
      url: "https://fest.example.org/",
      organizer: { name: "Example Fest GmbH", url: "https://fest.example.org/" },
    },
  });

describe("an event page names its next edition", () => {
  it("refuses an edition that had begun by the day the sources were checked", () => {
    expect(staleEdition(page("2026-06-11", "2026-11-25"))).toMatch(
      /content\/guides\/example-fest\.mdx: "Example Fest" starts 2026-06-11, not after the sources were checked \(2026-11-25\)/,
    );
    expect(staleEdition(page("2026-11-25", "2026-11-25"))).not.toBeNull();
    expect(staleEdition(page("2026-11-26", "2026-11-25"))).toBeNull();
  });

  it.each(eventPages.map((entry) => [entry.path, entry] as const))(
    "%s: its event starts after the day its sources were checked",
    (_path, entry) => {
      expect(staleEdition(entry)).toBeNull();
    },
  );
});
