import { describe, expect, it } from "vitest";
import { makeEntry, type ContentEntry } from "~/content/entry";
import { relatedCardsOf } from "./related";

const guide = (slug: string, related: string[], locale: "en" | "de" = "en") =>
  makeEntry(
    "guides",
    slug,
    {
      title: `${slug} ${locale}`,
      card: { title: `Card ${slug} ${locale}`, description: `About ${slug}` },
      icon: "tent",
      color: "blue",
      related,
    },
    locale,
  );

const sources: ContentEntry[] = [
  guide("oktoberfest", ["ski-trip-planning", "lederhosen-dirndl-munich", "hiking-weekend-trip"]),
  guide("ski-trip-planning", ["oktoberfest", "hiking-weekend-trip", "lederhosen-dirndl-munich"]),
  guide("lederhosen-dirndl-munich", ["oktoberfest", "ski-trip-planning", "hiking-weekend-trip"]),
  guide("hiking-weekend-trip", ["oktoberfest", "ski-trip-planning", "lederhosen-dirndl-munich"]),
];
const translations: ContentEntry[] = [
  guide("oktoberfest", ["ski-trip-planning", "lederhosen-dirndl-munich", "hiking-weekend-trip"], "de"),
  guide("lederhosen-dirndl-munich", ["oktoberfest", "ski-trip-planning", "hiking-weekend-trip"], "de"),
  guide("hiking-weekend-trip", ["oktoberfest", "ski-trip-planning", "lederhosen-dirndl-munich"], "de"),
];

describe("the related pages' cards", () => {
  it("are the English pages' cards on an English page, in the order named", () => {
    const cards = relatedCardsOf(sources[0]!, sources, translations);
    expect(cards.map((card) => [card.url, card.title, card.lang])).toEqual([
      ["/ski-trip-planning", "Card ski-trip-planning en", undefined],
      ["/lederhosen-dirndl-munich", "Card lederhosen-dirndl-munich en", undefined],
      ["/hiking-weekend-trip", "Card hiking-weekend-trip en", undefined],
    ]);
  });

  it("lead a German page to German pages only: its related pages in German, then the tools, then other German guides", () => {
    const cards = relatedCardsOf(translations[0]!, sources, translations);
    expect(cards.map((card) => [card.url, card.lang])).toEqual([
      ["/de/lederhosen-dirndl-munich", undefined],
      ["/de/hiking-weekend-trip", undefined],
      ["/de/reisekosten-teilen", undefined],
    ]);
    // With one German page named, the tool and another German guide fill the grid; never an English page.
    const lone = relatedCardsOf(
      guide("lederhosen-dirndl-munich", ["oktoberfest", "ski-trip-planning", "golf-trip-planning"], "de"),
      sources,
      translations.slice(0, 2),
    );
    expect(lone.map((card) => card.url)).toEqual(["/de/oktoberfest", "/de/reisekosten-teilen"]);
    for (const card of [...cards, ...lone]) expect(card.url.startsWith("/de/")).toBe(true);
  });

  it("are none for a page without related pages (legal pages)", () => {
    const legal = makeEntry("legal", "privacy-policy", { title: "Privacy Policy" });
    expect(relatedCardsOf(legal, sources, translations)).toEqual([]);
  });
});
