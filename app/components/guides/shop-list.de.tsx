import { shopDescriptionsDe } from "~/content/data/munich-shops.de";
import { ShopList as ShopCards } from "./shop-list";

/**
 * The shop cards on German pages, with the German descriptions: a German page renders it in place of
 * shop-list.tsx (`blocksIn`, src/components/content/content-components.tsx).
 */
export function ShopList() {
  return <ShopCards descriptions={shopDescriptionsDe} />;
}
