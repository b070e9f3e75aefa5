/**
 * Every store badge on every page (app/components/ui/store-badge.tsx marks each with its store,
 * `data-store`), wherever it is rendered: the footer's, contact's, the app pages' and the rows of
 * home, get-the-app and download. A click sends store_badge_click, and the badge leaves with the
 * campaign labels (decisions.md, "What travels before consent"; the privacy policy, "Store
 * links"): those of the page's own address when a link brought the visitor here with utm values,
 * else the visit's source as far as consent allows. The rows label their badges as the page
 * starts too, for their QR codes (./home/store-links.ts); a page that sends a tap elsewhere (the
 * invite token: src/islands/dom.ts) prevents the click's default, and its address is left alone.
 */
import { storeListings } from "~/config/store-listings";
import type { Store } from "~/config/stores";
import { getShareableSource, track } from "~/lib/analytics";
import { storeLinks, type StoreLinks } from "~/lib/store-links";
import { campaignFromSearch } from "~/lib/tracking";

/** The store links as they should be now, with the campaign the visitor's badges carry. */
export function currentStoreLinks(): StoreLinks {
  return storeLinks(storeListings, campaignFromSearch(window.location.search) || getShareableSource());
}

function onClick(event: MouseEvent) {
  const badge = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-store]") : null;
  if (!badge) return;
  const store = badge.dataset.store as Store;
  if (event.type === "click") track("store_badge_click", { store });
  if (!event.defaultPrevented) badge.href = currentStoreLinks()[store];
}

export function enhanceStoreBadges(): void {
  // A middle click opens the store in a new tab: it takes the labels too.
  document.addEventListener("click", onClick);
  document.addEventListener("auxclick", onClick);
}
