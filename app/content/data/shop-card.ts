/**
 * What a shop card shows besides the data: the type in words and the map link.
 * Kept apart from shop-schema.ts so the page's JavaScript does not carry the
 * schema library (the cards are rendered in the browser too).
 */

export const shopTypes = ["RENT", "BUY", "BOTH"] as const;
type ShopType = (typeof shopTypes)[number];

/** What a card says a shop does (issue 24): never a bare enum value. */
export const shopTypeLabels: Record<ShopType, string> = {
  BUY: "Buy",
  RENT: "Rent",
  BOTH: "Buy and rent",
};

/** Whether a shop rents Tracht (alone or next to selling it). */
export const rents = (shop: { type: ShopType }) => shop.type !== "BUY";

/**
 * A map search for the shop's name and address: Google's documented Maps URL
 * (`api=1`, no key, no script), which opens the Maps app on a phone and a map
 * page elsewhere. A plain link: nothing is sent until the visitor follows it.
 */
export function mapUrl(shop: { name: string; address: string }): string {
  const query = new URLSearchParams({ api: "1", query: `${shop.name}, ${shop.address}` });
  return `https://www.google.com/maps/search/?${query.toString()}`;
}
