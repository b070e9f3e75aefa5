/**
 * The store badges and QR codes of home, get-the-app and download (app/components/store/
 * store-links.tsx prerenders them for everyone: App Store first, plain listings, codes from `lg` up).
 * In the browser:
 *
 * - a row marked `data-platform-first` puts the visitor's own store first (Android: Google Play);
 * - on a phone or tablet the QR codes go (the visitor can install directly);
 * - the links carry the campaign (decisions.md, "/download", "What travels before consent"): the
 *   one in the page's own address when a link brought the visitor here with utm values, else the
 *   visit's source as far as consent allows, following the consent choice; a QR code is redrawn
 *   with its badge's link once it is on screen (./store-qr.ts, loaded only then: the plain codes are
 *   drawn at build, and a code hidden below the `lg` width is never redrawn). A click on any badge
 *   sends store_badge_click and takes the campaign as it is then (../store-badges.ts, every page).
 */
import { storeListingUrl, type Store } from "~/config/stores";
import { subscribeConsent } from "~/lib/analytics";
import { detectPlatform } from "~/lib/platform";
import { currentStoreLinks } from "../store-badges";
import { platformOrder } from "./store-order";

/** Every badge of the rows with its store (`data-store`, app/components/ui/store-badge.tsx). */
function badges(rows: HTMLElement[]): [HTMLAnchorElement, Store][] {
  return rows.flatMap((row) =>
    [...row.querySelectorAll<HTMLAnchorElement>(":scope > a[data-store]")].map((badge): [HTMLAnchorElement, Store] => [
      badge,
      badge.dataset.store as Store,
    ]),
  );
}

function start(rows: HTMLElement[], codeBlocks: HTMLElement[]) {
  const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const badgeStores = badges(rows);

  for (const row of rows) {
    if (row.dataset.platformFirst === undefined) continue;
    for (const store of platformOrder(platform)) {
      const badge = badgeStores.find(([element, own]) => own === store && element.parentElement === row)?.[0];
      if (badge) row.append(badge);
    }
  }

  const mobile = platform === "ios" || platform === "android";
  if (mobile) for (const block of codeBlocks) block.remove();
  const codes = mobile
    ? []
    : codeBlocks.flatMap((block) => [...block.querySelectorAll<HTMLElement>("[data-store-qr-code]")]);
  const storeOf = (code: HTMLElement) => code.dataset.storeQrCode as Store;
  /** The link each code encodes now (the plain listing as prerendered), and the one it should. */
  const drawn = new Map(codes.map((code) => [code, storeListingUrl(storeOf(code))]));
  const wanted = new Map(drawn);
  /** Codes that have been on screen: only those are redrawn, so a code nobody sees costs no QR library. */
  const seen = new Set<HTMLElement>();

  const redraw = () => {
    const stale = [...seen].filter((code) => drawn.get(code) !== wanted.get(code));
    if (stale.length === 0) return;
    for (const code of stale) drawn.set(code, wanted.get(code)!);
    void import("./store-qr").then(({ redrawQr }) => {
      // A later update may have changed the link again: draw what is current.
      for (const code of stale) redrawQr(code, drawn.get(code)!);
    });
  };
  if (codes.length > 0) {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.add(entry.target as HTMLElement);
        observer.unobserve(entry.target);
      }
      redraw();
    });
    for (const code of codes) observer.observe(code);
  }

  const update = () => {
    const links = currentStoreLinks();
    for (const [badge, store] of badgeStores) badge.href = links[store];
    for (const code of codes) wanted.set(code, links[storeOf(code)]);
    redraw();
  };
  update();
  subscribeConsent(update);
}

const rows = [...document.querySelectorAll<HTMLElement>("[data-store-row]")];
const codeBlocks = [...document.querySelectorAll<HTMLElement>("[data-store-qr]")];
if (rows.length > 0 || codeBlocks.length > 0) start(rows, codeBlocks);
