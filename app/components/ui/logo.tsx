import { useId } from "react";

/** The Wayfellow mark: a route between two stops. */
export function LogoMark({ size = 36, className }: { size?: number; className?: string }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#c2410c" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${id})`} />
      <path d="M10 29c4.5 0 5-9 10-9s5.5-9 10-9" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="10" cy="29" r="3" fill="#fff" />
      <circle cx="30" cy="11" r="3.6" fill="#fbbf24" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
