import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The look of a link inside running text. */
export const textLinkClasses =
  "font-semibold text-brand-strong underline underline-offset-2 transition-colors hover:text-brand-deep";

/** A link inside running text, in the site's link colour; `to` is the address. */
export function TextLink({ className, to, ...props }: ComponentProps<"a"> & { to: string }) {
  return <a href={to} className={cn(textLinkClasses, className)} {...props} />;
}
