/**
 * Decodes a QR code on the page as a phone camera would: a screenshot of the
 * element, read by jsQR. (pngjs ships with the qrcode package.)
 */
import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

export async function decodeQr(element: Locator): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot());
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}
