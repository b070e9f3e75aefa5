/**
 * What a built page of the static site (Astro, dist/) runs before any tap and before a consent
 * choice, and what that costs in gzip (level 6, as server/serve.mjs compresses): the page budgets
 * of the move to static output (decisions.md, "Static by default").
 *
 * Counted, per page: its inline scripts; every external script its HTML names (module scripts,
 * and the component and renderer modules of its islands, which load without a tap); everything
 * those import statically, followed through the built files (Astro's chunks import each other);
 * and the scripts a browser saw the page load (`observed`: dynamic imports made on load). The
 * analytics client is a dynamic import made only after Accept, so a browser without a stored
 * choice never sees it.
 *
 * Used by the budget test (tests/e2e/page-budgets.spec.ts) and `npm run bench -- --static`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pageFile } from "./built-pages.mjs";

/** The budget of each kind of page, in bytes of gzip -6 (KB = 1024 bytes). */
export const budgets = {
  reading: 15 * 1024,
  home: 20 * 1024,
  app: 90 * 1024,
  splitter: 110 * 1024,
};

/** Each kind's name, as the budget test and the benchmark print it. */
export const kindNames = {
  reading: "reading pages",
  home: "home",
  app: "app pages",
  splitter: "splitter",
};

/** The code pages whose kind is not "reading", by view (app/config/pages.ts `view`). */
const kindOfView = {
  home: "home",
  invite: "app",
  "email-confirmed": "app",
  "delete-account": "app",
  "trip-cost-splitter": "splitter",
};

/**
 * The kind of the page at `path`, given the code pages (app/config/pages.ts `staticPages`): home,
 * the app's pages and the splitter in either language by their route module; everything else
 * (content pages, the blog index, contact, download, get-the-app, 403, the not-found pages) is a
 * reading page, the strictest budget but one.
 * @param {string} path
 * @param {{ path: string, view: string, de?: { path: string } }[]} staticPages
 * @returns {keyof typeof budgets}
 */
export function pageKind(path, staticPages) {
  const page = staticPages.find((candidate) => candidate.path === path || candidate.de?.path === path);
  return (page && kindOfView[page.view]) || "reading";
}

/** The body of every inline script that runs (not `src`, not JSON data such as JSON-LD). */
export function inlineScripts(html) {
  const bodies = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

/**
 * The external scripts the HTML names: `<script src>` (modules and classic), and each island's
 * component, renderer and before-hydration modules (`<astro-island component-url=…>`).
 */
export function scriptSources(html) {
  const sources = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src) sources.push(src);
  }
  for (const [, attributes] of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(attributes)?.[1];
      if (url) sources.push(url.replaceAll("&amp;", "&"));
    }
  }
  // Module preloads are fetched at once, whether imported yet or not.
  for (const [, attributes] of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (!/\brel\s*=\s*["']?modulepreload/i.test(attributes)) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (href) sources.push(href);
  }
  return [...new Set(sources)];
}

/**
 * The specifiers a built module imports statically (`import … from "x"`, `import "x"`,
 * `export … from "x"`), minified or not. Dynamic `import("x")` is left out: it loads only when
 * the code runs it, which the browser measurement sees.
 */
export function staticImports(code) {
  const specifiers = [];
  const pattern = /(?:^|[;\s})])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) specifiers.push(specifier);
  return [...new Set(specifiers)];
}

/** A script's site path ("/assets/x.js") from a URL written in `base` (a site path), or null off-site. */
export function sitePath(url, base = "/") {
  try {
    const resolved = new URL(url, new URL(base, "http://site.invalid"));
    return resolved.origin === "http://site.invalid" ? resolved.pathname : null;
  } catch {
    return null;
  }
}

const gzipSize = (content) => gzipSync(content, { level: 6 }).length;

/**
 * The scripts of the built page at `pagePath` and their gzipped sizes.
 * @param {string} siteDir the built site's folder
 * @param {string} pagePath "/contact"
 * @param {{ observed?: string[] }} options site paths of scripts a browser saw the page load
 * @returns {{ inline: number[], files: { path: string, bytes: number }[], missing: string[], total: number }}
 */
export function pageScripts(siteDir, pagePath, { observed = [] } = {}) {
  const html = readFileSync(pageFile(siteDir, pagePath), "utf8");
  const inline = inlineScripts(html).map((body) => gzipSize(body));
  // Inline module scripts import too (an island's hydration, a page's own module).
  const queue = [
    ...scriptSources(html).map((src) => sitePath(src, pagePath)),
    ...inlineScripts(html).flatMap((body) => staticImports(body).map((specifier) => sitePath(specifier, pagePath))),
    ...observed.map((url) => sitePath(url)),
  ].filter((path) => path !== null);
  const seen = new Set();
  const files = [];
  const missing = [];
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(siteDir, decodeURIComponent(path));
    if (!existsSync(file) || !statSync(file).isFile()) {
      missing.push(path);
      continue;
    }
    const code = readFileSync(file);
    files.push({ path, bytes: gzipSize(code) });
    for (const specifier of staticImports(code.toString("utf8"))) {
      const imported = sitePath(specifier, path);
      if (imported && !seen.has(imported)) queue.push(imported);
    }
  }
  const total = inline.reduce((sum, bytes) => sum + bytes, 0) + files.reduce((sum, file) => sum + file.bytes, 0);
  return { inline, files, missing, total };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Opens `pagePath` in a browser as a first-time visitor (no consent stored), lets it settle,
 * scrolls to the bottom (sections that load when near: scrolling is no tap), lets it settle again
 * and returns the site paths of the scripts it loaded. `page` is a Playwright page; `origin` the
 * served site's.
 */
export async function observeScripts(page, origin, pagePath, { quietMs = 400 } = {}) {
  const seen = new Set();
  let pending = 0;
  let lastActivity = Date.now();
  const started = () => {
    pending++;
    lastActivity = Date.now();
  };
  const ended = () => {
    pending = Math.max(0, pending - 1);
    lastActivity = Date.now();
  };
  const onResponse = (response) => {
    if (response.request().resourceType() !== "script") return;
    const url = new URL(response.url());
    if (url.origin === origin) seen.add(url.pathname);
  };
  /** Resolves once no request has been open for `quietMs` (an idle callback or a timer may import late). */
  const settled = async () => {
    while (pending > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.on("response", onResponse);
  try {
    await page.goto(new URL(pagePath, origin).href, { waitUntil: "load" });
    await settled();
    // (A string: evaluated in the page, where window and document exist.)
    await page.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    lastActivity = Date.now();
    await settled();
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
    page.off("response", onResponse);
  }
  return [...seen];
}
