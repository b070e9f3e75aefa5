/**
 * The one source of the site's HTTP behaviour: redirects, security headers
 * and cache rules. scripts/postbuild.mjs writes them to dist/_headers
 * and _redirects (read by Netlify, Cloudflare Pages and others), and
 * server/serve.mjs serves exactly those files' rules, so local and
 * production answer alike.
 */

/**
 * Permanent redirects: [from, to, status]. The old German addresses of three pages that took German
 * slugs in November 2026 (decisions.md, "Slugs") keep working; each target is a page of the index
 * (server/http-config.test.ts).
 */
export const redirects = [
  ["/download-app", "/download", 301],
  ["/de/get-the-app", "/de/app", 301],
  ["/de/oktoberfest-special", "/de/wiesn-hotel", 301],
  ["/de/lederhosen-dirndl-munich", "/de/lederhosen-dirndl-muenchen", 301],
];

/**
 * The not-found page of each language's part of the site, most specific first: an unknown address
 * under /de/ gets the German page, with status 404. Written into `_redirects` as Netlify's
 * "custom 404 per path" rule (`/de/* /de/404.html 404`: applied only where no file exists);
 * Cloudflare Pages serves the nearest 404.html up the path on its own; server/serve.mjs reads the
 * same rule. Everything else gets /404.html.
 */
export const notFoundPages = [["/de/*", "/de/404.html", 404]];

/** The app's custom scheme (siteConfig.appScheme; http-config.test.ts keeps them equal). */
export const appSchemeSource = "wayfellow:";

/**
 * What the Google tag (gtag.js, loaded only after consent) needs, as Google's
 * "Use a Content Security Policy" guide lists it for Google Analytics 4
 * (developers.google.com/tag-platform/security/guides/csp): the script, its
 * image beacons and its requests. Nothing else of the site leaves 'self'.
 */
export const gtagOrigin = "https://www.googletagmanager.com";
export const analyticsImageOrigins = [gtagOrigin, "https://*.google-analytics.com"];
export const analyticsConnectOrigins = [gtagOrigin, "https://*.google-analytics.com", "https://*.analytics.google.com"];

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of one page. `scriptHashes` are the sha256
 * hashes of the page's inline scripts: no 'unsafe-inline' for scripts.
 * `forMeta` leaves out what a <meta> policy may not carry. `env` is the
 * build's configuration (scripts/build-env.mjs), never read here directly.
 */
export function contentSecurityPolicy(scriptHashes, { forMeta = false, env = {} } = {}) {
  const deletionOrigin = originOf(env.VITE_DELETION_ENDPOINT);
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), gtagOrigin],
    // React renders a few style attributes; stylesheets themselves are same-origin files.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", ...analyticsImageOrigins],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    // The deletion request is a fetch() (account-deletion.ts), never a form post.
    "connect-src": ["'self'", ...analyticsConnectOrigins, ...(deletionOrigin ? [deletionOrigin] : [])],
    // The invite page opens the app through a hidden frame on iOS (spec §4, open-app.ts); nothing else is framed.
    "frame-src": [appSchemeSource],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // The deletion form posts nowhere (its submit handler sends or hands off to e-mail); without scripts it reloads the page.
    "form-action": ["'self'"],
    ...(forMeta ? {} : { "frame-ancestors": ["'none'"] }),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers sent with every response. */
export const globalHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "public, max-age=0, must-revalidate";

/** Images, video and social cards under names without a hash: a copy is fresh for a day. */
export const dayCache = "public, max-age=86400";

/** Folders of such files: one rule each, where the build has them. */
export const mediaFolders = ["/images/*", "/media/*", "/social/*"];

const json = { "Content-Type": "application/json", "Cache-Control": "public, max-age=3600" };

/**
 * Single files with headers of their own, where the build has them: a type that their name does
 * not give every server (the app-association files have no extension; `npm start`'s lookup knows
 * no .ico; the feed is RSS, not any XML) and how long a copy is fresh.
 */
export const fileHeaders = {
  "/.well-known/apple-app-site-association": json,
  "/.well-known/assetlinks.json": json,
  "/favicon.ico": { "Content-Type": "image/x-icon", "Cache-Control": dayCache },
  "/blog/rss.xml": { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": revalidateCache },
  "/sitemap.xml": { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": revalidateCache },
  "/robots.txt": { "Cache-Control": revalidateCache },
  "/site.webmanifest": { "Cache-Control": revalidateCache },
};

/** The calendar files of event pages (app/content/calendar.ts): downloaded by the "Add to calendar" button. */
export const calendarFiles = {
  path: "/calendar/*",
  headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": revalidateCache },
};
