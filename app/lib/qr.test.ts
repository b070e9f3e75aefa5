import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { qrQuietZone } from "./qr-path";
import { qrSvgData, storeQrCodes } from "./qr.server";

/** The dark modules of a code, as rows, straight from the qrcode package. */
function matrixRows(url: string, version?: number): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M", version });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}

/** Reads a drawn path back into rows of dark modules. */
function pathRows(path: string, size: number): boolean[][] {
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [col, row] = [Number(x) - qrQuietZone, Number(y) - qrQuietZone];
    for (let i = 0; i < Number(run); i++) rows[row]![col + i] = true;
  }
  return rows;
}

describe("qrSvgData", () => {
  it("draws exactly the matrix qrcode makes, inside a quiet zone", () => {
    const url = "https://example.com/some/long/path?with=query";
    const data = qrSvgData(url);
    const rows = matrixRows(url);
    expect(data.url).toBe(url);
    expect(data.size).toBe(rows.length + 2 * qrQuietZone);
    expect(pathRows(data.path, rows.length)).toEqual(rows);
  });
});

describe("storeQrCodes", () => {
  it("encode the configured store listings, at one shared size", () => {
    const codes = storeQrCodes();
    expect(codes.ios.url).toBe(siteConfig.ios.appStoreUrl);
    expect(codes.android.url).toBe(siteConfig.android.playStoreUrl);
    // Drawn side by side, both codes have as many modules as the larger needs.
    expect(codes.ios.size).toBe(codes.android.size);
    const version = Math.max(
      QRCode.create(codes.ios.url, { errorCorrectionLevel: "M" }).version,
      QRCode.create(codes.android.url, { errorCorrectionLevel: "M" }).version,
    );
    for (const code of [codes.ios, codes.android]) {
      const rows = matrixRows(code.url, version);
      expect(code.size).toBe(rows.length + 2 * qrQuietZone);
      expect(pathRows(code.path, rows.length)).toEqual(rows);
    }
  });
});
