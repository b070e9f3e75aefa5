import type { ComponentProps } from "react";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * A link to another site: opens in a new tab without giving that site a
 * handle on this page, and says so to screen readers.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const locale = useLocale();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {m.external_new_tab({}, { locale })}</span>
    </a>
  );
}
