import { shopDescriptionsDe } from "~/content/data/munich-shops.de";
import { ShopList as ShopCards } from "./shop-list";

/**
 * The shop cards on German pages, with the German descriptions: German content files import this
 * module instead of shop-list.tsx (content/remark-auto-import.ts), so the English page loads none.
 */
export function ShopList() {
  return <ShopCards descriptions={shopDescriptionsDe} />;
}
