import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/cn";

type Variant = "primary" | "secondary" | "ghost" | "dark";
type Size = "sm" | "md" | "lg";

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
 * A round button that shows only an icon (close, menu, play). `label` is its
 * accessible name: screen readers read it, and browser tests find the button by it.
 */
export function IconButton({
  label,
  children,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { label: string }) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors [&_svg]:shrink-0",
        className,
      )}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

interface NavButtonProps extends ButtonStyle {
  /** Internal path the button leads to. */
  to: string;
  children: ReactNode;
  /** Runs before navigating (e.g. an analytics event). */
  onActivate?: () => void;
  /** Replaces navigation (e.g. scrolling to a section). */
  onNavigate?: () => void;
  buttonClassName?: string;
}

/**
 * A real <button> that navigates. Without JavaScript it is a GET form to the
 * same path, so it still works; with JavaScript the router navigates.
 */
export function NavButton({
  to,
  children,
  onActivate,
  onNavigate,
  variant,
  size,
  className,
  buttonClassName,
}: NavButtonProps) {
  const navigate = useNavigate();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onActivate?.();
    if (onNavigate) onNavigate();
    else void navigate(to);
  }
  return (
    <form action={to} method="get" onSubmit={handleSubmit} className={className}>
      <button type="submit" className={buttonClasses({ variant, size, className: buttonClassName })}>
        {children}
      </button>
    </form>
  );
}
