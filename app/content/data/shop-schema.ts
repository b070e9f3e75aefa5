/**
 * The Munich Tracht shops (spec section 3, shop card), validated at build
 * time (content/checks.ts, checkShopList): a shop with a rating outside 4.2-4.8, an unknown
 * type or price tier, a website that is not https or an address without a
 * house number fails the build.
 * The rating is the site's own editorial rating (decisions.md, "Munich shops").
 */
import { z } from "zod";

import { shopTypes } from "./shop-card.ts";

export { shopTypes };
export const priceTiers = ["€", "€€", "€€€"] as const;

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
