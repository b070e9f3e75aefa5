/**
 * Turns a QR code's module matrix into one SVG path, so a QR code renders as
 * plain React elements (no HTML strings, no canvas). Each run of dark modules
 * in a row becomes one rectangle, which keeps the path short.
 */

/** The shape of `QRCode.create(text).modules` from the `qrcode` package. */
export interface QrModules {
  size: number;
  data: ArrayLike<number>;
}

/** The quiet zone around the code, in modules; scanners need about four. */
export const qrQuietZone = 4;

/**
 * The fewest CSS pixels per module a code is drawn at: below two, a phone camera struggles to read a
 * code from a screen.
 */
export const qrMinModuleSize = 2;

/**
 * CSS pixels per module for a code of `size` modules (quiet zone included) in a box of `side` pixels:
 * whole pixels keep every module equally sharp, and never fewer than qrMinModuleSize, so a long link
 * stays readable (its code is then larger than the box).
 */
export function qrModuleSizeToFit(side: number, size: number): number {
  return Math.max(qrMinModuleSize, Math.floor(side / size));
}

/**
 * The box a code is centred in, given a side in its style: a code drawn at whole pixels per module
 * is rarely as wide as the room kept for it, and the box keeps what follows it in place.
 */
export const qrFrameClasses = "flex shrink-0 items-center justify-center";

/** Width and height of the drawing, in modules, quiet zone included. */
export function qrViewBoxSize(modules: QrModules, margin = qrQuietZone): number {
  return modules.size + margin * 2;
}

export function qrPath(modules: QrModules, margin = qrQuietZone): string {
  const { size, data } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      const length = col - start;
      parts.push(`M${start + margin} ${row + margin}h${length}v1h-${length}z`);
    }
  }
  return parts.join("");
}
