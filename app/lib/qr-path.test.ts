import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrMinModuleSize, qrModuleSizeToFit, qrPath, qrQuietZone, qrViewBoxSize } from "./qr-path";

describe("qrPath", () => {
  it("draws one rectangle per run of dark modules, offset by the quiet zone", () => {
    // 3x3: a full top row, a lone centre module, two modules bottom right.
    const modules = { size: 3, data: [1, 1, 1, 0, 1, 0, 0, 1, 1] };
    expect(qrPath(modules, 0)).toBe("M0 0h3v1h-3zM1 1h1v1h-1zM1 2h2v1h-2z");
    expect(qrPath(modules)).toBe("M4 4h3v1h-3zM5 5h1v1h-1zM5 6h2v1h-2z");
  });

  it("draws nothing for an empty matrix", () => {
    expect(qrPath({ size: 2, data: [0, 0, 0, 0] })).toBe("");
  });

  it("covers exactly the dark modules of a real QR code", () => {
    const { modules } = QRCode.create("https://wayfellow.app/invite?token=abc");
    const path = qrPath(modules, 0);
    const covered = new Set<string>();
    for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      for (let i = 0; i < Number(length); i++) covered.add(`${Number(x) + i},${y}`);
    }
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.add(`${col},${row}`);
    }
    expect(covered).toEqual(dark);
    expect(qrViewBoxSize(modules)).toBe(modules.size + 2 * qrQuietZone);
  });
});

describe("qrModuleSizeToFit", () => {
  it("takes the most whole pixels per module that fit the box", () => {
    expect(qrModuleSizeToFit(111, 37)).toBe(3);
    expect(qrModuleSizeToFit(130, 61)).toBe(2);
  });

  it("never goes below the smallest readable module, even if the code then outgrows the box", () => {
    expect(qrModuleSizeToFit(100, 61)).toBe(qrMinModuleSize);
    expect(qrModuleSizeToFit(0, 61)).toBe(qrMinModuleSize);
  });
});
