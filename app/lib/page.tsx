import { createContext, useContext, type ComponentType } from "react";
import type { Locale } from "../config/locales";
import { localeOfPath } from "./locale";

/**
 * The page being rendered: its path and language. Astro renders each React component it places as
 * a tree of its own, so a page hands this to the components it renders (`withPage`), and inside
 * that tree components read it with `usePage()` (a context never crosses from one tree to
 * another). Outside a page (a component rendered alone in a unit test) it is English home.
 */
export interface Page {
  path: string;
  locale: Locale;
}

export function pageOf(path: string): Page {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return { path: clean, locale: localeOfPath(clean) };
}

export const PageContext = createContext<Page>({ path: "/", locale: "en" });

/** The page this component is rendered in (its path and language). */
export function usePage(): Page {
  return useContext(PageContext);
}

/** A component rendered by an Astro page, with the page it is rendered in (`<Header page={page} />`). */
export function withPage<P extends object>(Component: ComponentType<P>) {
  function InPage({ page, ...props }: P & { page: Page }) {
    return (
      <PageContext value={page}>
        <Component {...(props as P)} />
      </PageContext>
    );
  }
  InPage.displayName = `withPage(${Component.displayName ?? Component.name})`;
  return InPage;
}
