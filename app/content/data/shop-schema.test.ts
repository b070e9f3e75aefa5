import { describe, expect, it } from "vitest";
import { shopListSchema, shopSchema } from "./shop-schema";
import { munichShops } from "./munich-shops";
import { shopDescriptionsDe } from "./munich-shops.de";

const shop = {
  name: "Example Tracht",
  type: "RENT",
  rating: 4.5,
  priceTier: "€€",
  englishFriendly: true,
  address: "Example street 1, 80331 München",
  website: "https://example.com",
};

describe("shop data", () => {
  it("accepts a valid shop", () => {
    expect(shopSchema.safeParse(shop).success).toBe(true);
  });

  it("rejects a rating outside 4.2-4.8, an unknown type or tier, and a website that is not https", () => {
    const problems = (value: object) => shopSchema.safeParse(value).error?.issues.map((issue) => issue.path.join("."));
    expect(problems({ ...shop, rating: 4.9 })).toEqual(["rating"]);
    expect(problems({ ...shop, rating: 4.1 })).toEqual(["rating"]);
    expect(problems({ ...shop, type: "LEASE" })).toEqual(["type"]);
    expect(problems({ ...shop, priceTier: "€€€€" })).toEqual(["priceTier"]);
    expect(problems({ ...shop, website: "http://example.com" })).toEqual(["website"]);
  });

  it("lists one to ten shops, each once", () => {
    const shops = (count: number) => Array.from({ length: count }, (_, index) => ({ ...shop, name: `Shop ${index}` }));
    expect(shopListSchema.safeParse([]).success).toBe(false);
    expect(shopListSchema.safeParse(shops(1)).success).toBe(true);
    expect(shopListSchema.safeParse(shops(10)).success).toBe(true);
    expect(shopListSchema.safeParse(shops(11)).success).toBe(false);
    expect(shopListSchema.safeParse([shop, shop]).success).toBe(false);
  });
});

describe("the German shop descriptions", () => {
  it("describe listed shops only, every shop the English page describes, in a sentence or more", () => {
    const described = munichShops.filter((listed) => listed.description).map((listed) => listed.name);
    expect(Object.keys(shopDescriptionsDe).sort()).toEqual(described.sort());
    for (const text of Object.values(shopDescriptionsDe)) expect(text.length).toBeGreaterThanOrEqual(10);
  });
});
