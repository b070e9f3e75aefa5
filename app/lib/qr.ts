/**
 * QR codes made at build time (app/lib/qr.server.ts) and drawn from plain
 * data by components/store/qr-svg.tsx, so pages with fixed codes ship no QR
 * library. (The invite page, whose codes hold the visitor's token, draws them
 * in the browser: src/islands/invite-qr.ts.)
 */

/** One code: the encoded URL, the side in modules (quiet zone included) and the SVG path (lib/qr-path.ts). */
export interface QrSvgData {
  url: string;
  size: number;
  path: string;
}

/** The two store codes a page shows. */
export interface StoreQrCodes {
  ios: QrSvgData;
  android: QrSvgData;
}
