/**
 * Build-time QR codes. Imported only by route loaders, which run while the
 * pages are prerendered, so the qrcode package never reaches the browser on
 * the pages that use them.
 */
import QRCode from "qrcode";
import { siteConfig } from "~/config/site";
import type { QrSvgData, StoreQrCodes } from "./qr";
import { qrPath, qrViewBoxSize } from "./qr-path";

const errorCorrectionLevel = "M";

/** A code for `url`; `version` forces a size (codes shown side by side should match). */
export function qrSvgData(url: string, version?: number): QrSvgData {
  const { modules } = QRCode.create(url, { errorCorrectionLevel, version });
  return { url, size: qrViewBoxSize(modules), path: qrPath(modules) };
}

/**
 * The codes encode the plain store listings from the site configuration. A
 * QR code printed into static HTML is the same for every visitor, so it
 * cannot carry one visitor's campaign; the bare listing URL is also the
 * shortest, which keeps the code coarse and quick to scan from a screen.
 * Both use the same QR version, so they are drawn the same size.
 */
export function storeQrCodes(): StoreQrCodes {
  const urls = { ios: siteConfig.ios.appStoreUrl, android: siteConfig.android.playStoreUrl };
  const version = Math.max(...Object.values(urls).map((url) => QRCode.create(url, { errorCorrectionLevel }).version));
  return { ios: qrSvgData(urls.ios, version), android: qrSvgData(urls.android, version) };
}
