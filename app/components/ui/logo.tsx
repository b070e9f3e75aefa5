import { useId } from "react";

/**
 * The product's mark: a route between two stops, in the theme's colours.
 * (The favicon and app icons draw it too: scripts/generate-media.mjs.)
 */
export function LogoMark({ size = 36, className }: { size?: number; className?: string }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--color-brand-glow)]" />
          <stop offset="1" className="[stop-color:var(--color-brand-strong)]" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${id})`} />
      <path d="M10 29c4.5 0 5-9 10-9s5.5-9 10-9" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="10" cy="29" r="3" fill="#fff" />
      <circle cx="30" cy="11" r="3.6" stroke="#fff" strokeWidth="2" className="fill-sun" />
    </svg>
  );
}
