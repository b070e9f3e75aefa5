/**
 * The Munich Tracht shops (spec section 3, shop card), validated at build
 * time by content/load.ts: a shop with a rating outside 4.2-4.8, an unknown
 * type or price tier, a website that is not https or an address without a
 * house number fails the build.
 * The rating is the site's own editorial rating (decisions.md, "Munich shops").
 */
import { z } from "zod";

export const shopTypes = ["RENT", "BUY", "BOTH"] as const;
export const priceTiers = ["€", "€€", "€€€"] as const;

/** What a card says a shop does (issue 24): never a bare enum value. */
export const shopTypeLabels: Record<(typeof shopTypes)[number], string> = {
  BUY: "Buy",
  RENT: "Rent",
  BOTH: "Buy and rent",
};

export const shopSchema = z
  .object({
    name: z.string().min(2),
    type: z.enum(shopTypes),
    rating: z.number().min(4.2, "must be at least 4.2").max(4.8, "must be at most 4.8"),
    priceTier: z.enum(priceTiers),
    englishFriendly: z.boolean(),
    /** The street address as published, with its house number: the card links it to a map. */
    address: z
      .string()
      .min(8)
      .regex(/\p{L}.*\d|\d.*\p{L}/u, "must be a street address with a house number"),
    /** Checked opening hours, or omitted: the card then sends readers to the website. */
    hours: z.string().min(3).optional(),
    website: z.string().url().startsWith("https://", "must be an https URL"),
    description: z.string().min(10).optional(),
  })
  .strict();

/** Checked shops only (decisions.md): the spec's ten once ten are checked; never an empty list. */
export const shopListSchema = z
  .array(shopSchema)
  .min(1, "needs at least one shop")
  .max(10, "may hold at most ten shops")
  .refine((shops) => new Set(shops.map((shop) => shop.name)).size === shops.length, "names a shop twice");

export type Shop = z.infer<typeof shopSchema>;

/** Whether a shop rents Tracht (alone or next to selling it). */
export const rents = (shop: Pick<Shop, "type">) => shop.type !== "BUY";

/**
 * A map search for the shop's name and address: Google's documented Maps URL
 * (`api=1`, no key, no script), which opens the Maps app on a phone and a map
 * page elsewhere. A plain link: nothing is sent until the visitor follows it.
 */
export function mapUrl(shop: Pick<Shop, "name" | "address">): string {
  const query = new URLSearchParams({ api: "1", query: `${shop.name}, ${shop.address}` });
  return `https://www.google.com/maps/search/?${query.toString()}`;
}
