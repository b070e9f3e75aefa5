import { describe, expect, it } from "vitest";
import { makeEntry } from "./entry";
import { contentMeta } from "./page-meta";

const event = {
  name: "Example Fest 2027",
  startDate: "2027-09-18",
  endDate: "2027-10-03",
  locations: ["Theresienwiese, Munich, Germany", "Olympiapark, Munich, Germany"],
  url: "https://fest.example.org/dates",
  organizer: { name: "Example Fest GmbH", url: "https://fest.example.org/" },
};
const frontmatter = {
  title: "Example Fest trip",
  description: "A description long enough to be a useful search snippet for the page it describes.",
  published: "2026-03-01",
  revised: "2026-11-25",
  event,
};

function jsonLdOf(collection: "guides" | "blog", data: object): Record<string, unknown>[] {
  return contentMeta(makeEntry(collection, "example-fest", data, "en")).flatMap((tag) =>
    "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
  );
}

describe("content page metadata: Event data", () => {
  for (const [kind, collection] of [
    ["a guide", "guides"],
    ["a blog article", "blog"],
  ] as const) {
    it(`${kind} with an event carries it, each location a Place with its address`, () => {
      const data = jsonLdOf(collection, frontmatter).find((item) => item["@type"] === "Event");
      expect(data).toMatchObject({
        name: "Example Fest 2027",
        startDate: "2027-09-18",
        endDate: "2027-10-03",
        url: "https://fest.example.org/dates",
        organizer: { "@type": "Organization", name: "Example Fest GmbH", url: "https://fest.example.org/" },
        location: [
          { "@type": "Place", name: "Theresienwiese", address: "Theresienwiese, Munich, Germany" },
          { "@type": "Place", name: "Olympiapark", address: "Olympiapark, Munich, Germany" },
        ],
      });
    });
  }

  it("a page without an event carries none", () => {
    const { event: _event, ...without } = frontmatter;
    expect(jsonLdOf("guides", without).some((item) => item["@type"] === "Event")).toBe(false);
  });
});
