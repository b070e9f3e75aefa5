import { useEffect, useState } from "react";
import { QrSvg } from "~/components/store/qr-svg";
import { cn } from "~/lib/cn";
import type { QrSvgData } from "~/lib/qr";
import { qrPath, qrViewBoxSize } from "~/lib/qr-path";

type QrState = { value: string; data: QrSvgData | null };

/**
 * The QR code of a value only known in the browser (the invite link). The
 * `qrcode` library is imported on demand, so only pages that draw such a
 * code download it; fixed codes are made at build time (lib/qr.server.ts).
 */
function useQrData(value: string): QrSvgData | null | undefined {
  const [state, setState] = useState<QrState | null>(null);
  useEffect(() => {
    let active = true;
    void import("qrcode").then((QRCode) => {
      let data: QrSvgData | null = null;
      try {
        const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
        data = { url: value, size: qrViewBoxSize(modules), path: qrPath(modules) };
      } catch {
        // Too much data for a QR code: the page's text and links still work.
      }
      if (active) setState({ value, data });
    });
    return () => {
      active = false;
    };
  }, [value]);
  // undefined while loading; null when the value cannot be encoded.
  return state?.value === value ? state.data : undefined;
}

interface QrCodeProps {
  value: string;
  /** Accessible name, e.g. "QR code of this invite link". */
  label: string;
  /** Wanted side in CSS pixels; the code snaps to whole pixels per module. */
  size?: number;
  className?: string;
}

/** A QR code drawn in the browser as inline SVG (React elements, never HTML strings). */
export function QrCode({ value, label, size = 160, className }: QrCodeProps) {
  const data = useQrData(value);
  if (data === null) return null;
  if (data === undefined) {
    return (
      <div
        role="img"
        aria-label={label}
        aria-busy="true"
        style={{ width: size, height: size }}
        className="shrink-0 animate-pulse rounded-lg bg-sand"
      />
    );
  }
  // Whole pixels per module keep every module equally sharp (at least 2 px, so long links stay readable).
  // The code is centred in the placeholder's box (a new element, not the placeholder moved), so what
  // follows it stays put when it is drawn; only a code larger than the box (a very long link) grows it.
  const moduleSize = Math.max(2, Math.floor(size / data.size));
  return (
    <span style={{ minWidth: size, minHeight: size }} className="flex shrink-0 items-center justify-center">
      <QrSvg data={data} label={label} moduleSize={moduleSize} className={cn("shrink-0 rounded-lg", className)} />
    </span>
  );
}
