/**
 * Paint first, then hydrate.
 *
 * React Router writes every JavaScript module a page needs as a
 * `<link rel="modulepreload">` in the head, and an inline module script that
 * imports them and starts hydration. The browser fetches those ~125 KB at high
 * priority the moment it reads the head, in competition with the stylesheet,
 * the font and the hero image: on a slow phone connection they delay the first
 * paint of a page that is already complete as static HTML.
 *
 * This rewrite (run on every prerendered page by postbuild.mjs) removes the
 * preload links and makes the inline script wait until the page has been
 * painted: its first-contentful-paint entry, at once when the page is hidden
 * (where no paint comes), after 1 s at the latest. It then preloads the same
 * modules in parallel and imports them in the order React Router wrote them,
 * one per task, so that evaluating them never blocks a tap for long. Nothing
 * on the page depends on script to be read or used: links, the download
 * buttons (GET forms) and the content work before hydration, as they do with
 * JavaScript off.
 *
 * Why it stays: measured side by side on mobile Lighthouse (5 interleaved
 * runs each), home's LCP is 1.6 s with this rewrite and 3.1 s without it
 * (docs/benchmarks.md). tests/e2e/routes.spec.ts checks on every page that
 * no JavaScript is requested before the first paint and that the page still
 * hydrates; defer-hydration.test.mjs runs the rewritten script.
 *
 * The rewrite is strict: a page whose scripts do not have the expected shape
 * fails the build, so a React Router upgrade cannot skip it silently.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const routeScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/;
const routeModules = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/;
const entryImport = /^import\("([^"]+)"\);$/;

/** @param {string} html a prerendered page */
export function deferHydration(html) {
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]);
  const script = html.match(routeScript);
  if (!script || preloads.length === 0) throw new Error("deferHydration: React Router's module scripts not found");

  const lines = script[1]
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const first = [];
  const routes = [];
  let assignment;
  let entry;
  for (const line of lines) {
    let match;
    if ((match = line.match(sideEffectImport))) first.push(match[1]);
    else if ((match = line.match(namespaceImport))) routes.push({ name: match[1], href: match[2] });
    else if ((match = line.match(routeModules))) assignment = match[1];
    else if ((match = line.match(entryImport))) entry = match[1];
    else throw new Error(`deferHydration: unexpected line in React Router's module script: ${line}`);
  }
  if (!assignment || !entry || routes.length === 0) {
    throw new Error("deferHydration: React Router's module script lacks its route modules or entry");
  }

  const json = JSON.stringify;
  const body = [
    // After the first contentful paint: its paint-timing entry, which test clocks do not fake
    // (animation frames come too early: before the frame is on screen). At once where no paint
    // will come (a hidden page) or none is reported; after 1 s if a busy browser reports it late.
    "await new Promise((go) => {",
    '  if (document.visibilityState === "hidden" || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return go();',
    '  new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); } }).observe({ type: "paint", buffered: true });',
    "  setTimeout(go, 1000);",
    "});",
    // A new task, without timers: one module graph per task.
    "const task = () => new Promise((go) => { const channel = new MessageChannel(); channel.port1.onmessage = () => go(); channel.port2.postMessage(0); });",
    // Starting a fetch costs the main thread about 1 ms (4 ms on a slow phone): a few per task.
    `const hrefs = ${json(preloads)};`,
    "for (let i = 0; i < hrefs.length; i += 6) {",
    "  if (i > 0) await task();",
    '  for (const href of hrefs.slice(i, i + 6)) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }',
    "}",
    ...first.map((href) => `await task(); await import(${json(href)});`),
    ...routes.map((route) => `await task(); const ${route.name} = await import(${json(route.href)});`),
    `window.__reactRouterRouteModules = ${assignment};`,
    `await task(); import(${json(entry)});`,
  ].join("\n");

  return html.replace(preloadLink, "").replace(routeScript, () => `<script type="module">${body}</script>`);
}
