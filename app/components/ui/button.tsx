import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

type Variant = "primary" | "secondary" | "ghost" | "dark";
type Size = "sm" | "md" | "lg" | "nav" | "badge";

const base =
  "inline-flex items-center justify-center gap-2 rounded-pill font-semibold whitespace-nowrap transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-brand-strong text-white shadow-card hover:bg-brand-deep",
  secondary: "border border-line bg-surface text-ink hover:border-ink-faint",
  ghost: "text-ink hover:bg-sand",
  dark: "bg-night text-white hover:bg-night-soft",
};

const sizes: Record<Size, string> = {
  sm: "h-10 px-4 text-sm",
  md: "h-12 px-6 text-[0.95rem]",
  lg: "h-14 px-8 text-base",
  /** The header's download button: narrow on phones, at least 160 px wide (spec section 9). */
  nav: "h-10 min-w-40 px-3 text-[0.8rem] sm:px-5 sm:text-sm",
  /** As tall as the store badges it stands beside. */
  badge: "h-[50px] px-8 text-base",
};

export interface ButtonStyle {
  variant?: Variant;
  size?: Size;
  className?: string;
}

/** The button look, shared by buttons and links that look like buttons. */
export function buttonClasses({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/**
 * A round (or rounded-square) button that shows only an icon (close, menu, play). `label` is its
 * accessible name: screen readers read it, and browser tests find the button by it.
 */
export function IconButton({
  label,
  children,
  className,
  type = "button",
  shape = "round",
  ...props
}: ComponentProps<"button"> & { label: string; shape?: "round" | "square" }) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center transition-colors [&_svg]:shrink-0",
        shape === "round" ? "rounded-full" : "rounded-xl",
        className,
      )}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}

/** A link that looks like a button; `to` is the address (a link loads a new document). */
export function ButtonLink({
  variant,
  size,
  className,
  to,
  ...props
}: ComponentProps<"a"> & ButtonStyle & { to: string }) {
  return <a href={to} className={buttonClasses({ variant, size, className })} {...props} />;
}

interface NavButtonProps extends ButtonStyle {
  /** Internal path the button leads to. */
  to: string;
  children: ReactNode;
  buttonClassName?: string;
  /** `data-` attributes of the button (the page's scripts find their buttons by them). */
  buttonData?: Record<`data-${string}`, string>;
  /** `data-` attributes of the form. */
  formData?: Record<`data-${string}`, string>;
}

/**
 * A real <button> that navigates. Without JavaScript it is a GET form to the
 * same path, so it still works.
 *
 * The form carries `data-nav-button` (and `data-section` when `to` names a home section by its
 * fragment, `data-download` on a download button): the page's script (src/scripts/links.ts)
 * navigates to `to` exactly, without the "?" an empty GET form leaves, scrolls to a home section
 * the spec's way and sends download_app.
 */
export function NavButton({
  to,
  children,
  variant,
  size,
  className,
  buttonClassName,
  buttonData,
  formData,
}: NavButtonProps) {
  // A GET form drops the query of its action: the query travels as hidden fields.
  const [action, query] = to.split("?", 2);
  const section = to.split("#", 2)[1];
  return (
    <form
      action={action}
      method="get"
      className={className}
      data-nav-button=""
      data-section={section || undefined}
      {...formData}
    >
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClasses({ variant, size, className: buttonClassName })} {...buttonData}>
        {children}
      </button>
    </form>
  );
}
