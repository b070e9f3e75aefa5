import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";

/** A decorative spinner; the text beside it (in a role="status") says what is happening. */
export function Spinner({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <LoaderCircle
      size={size}
      strokeWidth={2.6}
      // Reduced motion: it still turns (it means "working"), just slowly.
      className={cn("shrink-0 animate-spin-slow motion-reduce:animate-[spin_3s_linear_infinite]", className)}
    />
  );
}
