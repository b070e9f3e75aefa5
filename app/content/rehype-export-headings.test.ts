// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadContent } from "./load";
import { relatedCards } from "./rehype-export-headings";

describe("relatedCards", () => {
  it("gives a content file the cards of its related pages, in its order", () => {
    const guide = loadContent().find((entry) => entry.slug === "oktoberfest")!;
    const cards = relatedCards("/repo/app/content/guides/oktoberfest.mdx");
    expect("related" in guide.data && cards.map((card) => card.url)).toEqual(
      "related" in guide.data ? guide.data.related.map((slug) => `/${slug}`) : [],
    );
    for (const card of cards) expect(card.title.length).toBeGreaterThan(0);
  });

  it("gives other files none", () => {
    expect(relatedCards("/repo/app/content/legal/privacy-policy.mdx")).toEqual([]);
    expect(relatedCards("/repo/app/routes/home.tsx")).toEqual([]);
    expect(relatedCards(undefined)).toEqual([]);
  });
});
