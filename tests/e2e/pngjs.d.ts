// pngjs has no bundled types; the QR tests read one PNG with it.
declare module "pngjs" {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
