import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The box a wide table sits in (`table-scroll`, app.css): it scrolls sideways
 * where the table does not fit, and on a phone many tables stack instead
 * (one card per row) and do not scroll at all. Rendered with its plain name
 * and focusable, since it may scroll; the page's script
 * (src/components/content/scroll-regions.ts) makes its name say "scrolls
 * sideways" and keeps it a keyboard stop only while it does.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("table-scroll", className)} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
