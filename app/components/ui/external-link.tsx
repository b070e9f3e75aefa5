import type { ComponentProps } from "react";

/**
 * A link to another site: opens in a new tab without giving that site a
 * handle on this page, and says so to screen readers.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
