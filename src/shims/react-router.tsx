/**
 * What the shared components (app/components) import from React Router, for pages that Astro
 * renders at build time: a link is a plain `<a>` (a link loads a new document), the location is the
 * page's own (src/lib/page.tsx). Transitional: it goes once every component takes its page as props.
 */
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { usePage } from "../lib/page";

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; [attribute: string]: string }
  | { "script:ld+json": unknown }
  | { [key: string]: unknown };

type To = string | { pathname?: string; search?: string; hash?: string };

function href(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

export function Link({
  to,
  children,
  prefetch: _prefetch,
  viewTransition: _viewTransition,
  replace: _replace,
  preventScrollReset: _preventScrollReset,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: To;
  children?: ReactNode;
  prefetch?: string;
  viewTransition?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
}) {
  return (
    <a href={href(to)} {...props}>
      {children}
    </a>
  );
}

export const NavLink = Link;

export function useLocation() {
  const { path } = usePage();
  return { pathname: path, search: "", hash: "", state: null, key: "default" };
}

export function useNavigate() {
  return (to: To | number) => {
    if (typeof to === "number") window.history.go(to);
    else window.location.assign(href(to));
  };
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  return [new URLSearchParams(), () => {}];
}

export function useMatches(): { handle?: unknown; id: string; pathname: string }[] {
  return [];
}

export function Outlet(): null {
  return null;
}
