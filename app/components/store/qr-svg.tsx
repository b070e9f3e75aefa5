import type { QrSvgData } from "~/lib/qr";

/**
 * A QR code made at build time (app/lib/qr.server.ts), drawn as crisp inline
 * SVG at a whole number of pixels per module, so every module is equally
 * sharp on screen and a phone camera reads it at a glance.
 */
export function QrSvg({
  data,
  label,
  moduleSize = 4,
  className,
}: {
  data: QrSvgData;
  label: string;
  /** CSS pixels per module. */
  moduleSize?: number;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={data.size * moduleSize}
      height={data.size * moduleSize}
      viewBox={`0 0 ${data.size} ${data.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={data.size} height={data.size} fill="#ffffff" />
      <path d={data.path} fill="#0f1729" />
    </svg>
  );
}
