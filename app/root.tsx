import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import { themeColor } from "~/config/theme";
import { consentBootScript } from "~/lib/analytics/consent-boot";
import { textLinkClasses } from "~/components/ui/text-link";
import { appRootId } from "~/lib/app-root";
import { keepSectionsRendered } from "~/lib/render-when-near";
import { loadOtherLanguagesAsDocuments } from "~/lib/language-navigation";
import { storageGuardScript } from "~/lib/storage-guard";
import { homePath, localeInfo } from "~/lib/locale";
import { slot, withParts } from "~/lib/rich-text";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/lib/use-locale";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * An inline script of the prerendered page. It has run before React starts,
 * and hydration keeps the element as it is (React never runs or rewrites an
 * inline script it adopts), so the browser's bundle needs no copy of the
 * source: callers pass it only while prerendering (`import.meta.env.SSR`),
 * which leaves the string out of the client build, and the client renders
 * the same element empty without a mismatch warning.
 */
function PrerenderedScript({ source }: { source: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  // The page's language is its path's (lib/locale.ts): the same at prerender and at hydration.
  const locale = useLocale();
  return (
    <html lang={localeInfo[locale].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={themeColor} />
        <meta name="format-detection" content="telephone=no" />
        {/* First: storage that throws (site data blocked) is replaced by memory before any script reads it. */}
        <PrerenderedScript source={import.meta.env.SSR ? storageGuardScript : ""} />
        {/* Before the stylesheet, which would hold it up: shows the cookie banner in the first paint when no choice is stored (consent-boot.ts). */}
        <PrerenderedScript source={import.meta.env.SSR ? consentBootScript : ""} />
        <Meta />
        <Links />
      </head>
      <body>
        <div id={appRootId}>{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Home's long sections skip rendering until near the screen; once seen, they stay drawn.
  useEffect(() => keepSectionsRendered(), []);
  // The other language's pages are other documents (lib/language-navigation.ts).
  useEffect(() => loadOtherLanguagesAsDocuments(), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : m.error_something_wrong({}, { locale });
  if (import.meta.env.DEV) console.error(error);
  const link = (
    <a className={textLinkClasses} href={homePath(locale)}>
      {m.error_home_link({}, { locale })}
    </a>
  );
  return (
    <main id="main" className="container-page flex min-h-[70vh] flex-col items-start justify-center py-24">
      <h1 className="text-4xl font-extrabold tracking-tight">{message}</h1>
      <p className="mt-4 text-lg text-ink-soft">
        {withParts(m.error_text({ link: slot("link") }, { locale }), { link })}
      </p>
    </main>
  );
}
