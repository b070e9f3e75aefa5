import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** The look of a link inside running text, for the rare `<a>` that cannot be a router Link. */
export const textLinkClasses =
  "font-semibold text-brand-strong underline underline-offset-2 transition-colors hover:text-brand-deep";

/** A link inside running text: an internal path through the router, in the site's link colour. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
