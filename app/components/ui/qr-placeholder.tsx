/**
 * The place of a QR code that only the browser can draw, one that holds the invite token: a busy
 * box of the code's size, which the invite page's script replaces with the code
 * (src/islands/invite-qr.ts), centred in a box of the same size so that nothing below it moves.
 */
export function QrPlaceholder({ label, size = 160 }: { label: string; size?: number }) {
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
