import { cn } from "~/lib/cn";

/** A decorative spinner; the text beside it (in a role="status") says what is happening. */
export function Spinner({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      // Reduced motion: it still turns (it means "working"), just slowly.
      className={cn("shrink-0 animate-spin-slow motion-reduce:animate-[spin_3s_linear_infinite]", className)}
    >
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
