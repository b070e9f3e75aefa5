/**
 * `npm run bench`: builds the site, serves it as `npm start` does, runs
 * Lighthouse (mobile, Debian Chromium) on every prerendered route and prints
 * one row per route with the median of the runs: the four category scores,
 * LCP, TBT, CLS and the gzipped bytes of HTML, CSS and JavaScript the route
 * loaded. A benchmark, not a test: it prints figures and never fails on them.
 * Then the trip cost splitter's figures (scripts/bench-splitter.mjs).
 *
 * Options: --runs N (default 5: on a 2-core machine single runs differ by up
 * to ±100 ms of blocking time), --no-build, --write (also updates
 * docs/benchmarks.md), and route paths to limit the run (e.g. / /contact).
 *
 * `--static` measures the static site (Astro: `npm run build:static` into SITE_DIR, default dist/)
 * instead of the React Router build, and adds a table of each page's script bytes against its
 * budget (gzip -6 of what the page runs before any tap or consent choice: inline scripts, module
 * scripts and their static imports, islands, and what Chromium saw it load; scripts/page-scripts.mjs,
 * the same figures tests/e2e/page-budgets.spec.ts checks). `--static --scripts-only` prints that
 * table alone, without Lighthouse (seconds, not minutes).
 *
 * `--splitter` skips Lighthouse and measures only the trip cost splitter:
 * settle() in Node and, in Chromium, the longest main-thread task while a
 * 20-person worst-case link and a 50-person, 500-expense link open, and the
 * keystroke handling time typing in the trip name and an expense field
 * (scripts/bench-splitter-browser.mjs; --runs N, default 3).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { createSiteServer } from "../server/serve.mjs";
import { benchSplitter, splitterLine } from "./bench-splitter.mjs";
import { benchSplitterBrowser, splitterBrowserTable } from "./bench-splitter-browser.mjs";
import { builtPages } from "./built-pages.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const only = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--runs");
const staticSite = args.includes("--static");
const scriptsOnly = staticSite && args.includes("--scripts-only");
const clientDir = staticSite
  ? resolve(root, process.env.SITE_DIR ?? process.env.ASTRO_OUT_DIR ?? "dist")
  : join(root, process.env.BUILD_DIR ?? "build", "client");
const chrome = chromiumPath;
const port = Number(process.env.BENCH_PORT ?? 4190);

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", staticSite ? "build:static" : "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: staticSite ? { ...process.env, ASTRO_OUT_DIR: clientDir } : process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * One Lighthouse run. On this machine a run now and then exits 1 before it
 * reports (the error now says what it wrote last), so a failed run is tried
 * again, up to three times, rather than losing the benchmark so far.
 */
async function lighthouse(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  ${error.message}; trying again`);
    }
  }
}

function lighthouseOnce(url) {
  const profile = mkdtempSync(join(tmpdir(), "lh-"));
  const flags = ["--headless=new", ...chromiumArgs, `--user-data-dir=${profile}`].join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, "node_modules/.bin/lighthouse"),
      [
        url,
        "--form-factor=mobile",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome } },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("close", (code) => {
      rmSync(profile, { recursive: true, force: true });
      const why = err.trim().split("\n").slice(-2).join(" / ");
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} for ${url}${why ? ` (${why})` : ""}`));
      resolve(JSON.parse(out));
    });
  });
}

function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? 0;
  const bytes = { Document: 0, Stylesheet: 0, Script: 0 };
  for (const request of report.audits["network-requests"]?.details?.items ?? []) {
    if (request.resourceType in bytes) bytes[request.resourceType] += payloadBytes(request);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    html: bytes.Document,
    css: bytes.Stylesheet,
    js: bytes.Script,
  };
}

/**
 * Gzipped body bytes of a request: for our own static files, the file
 * gzipped as the server does (level 6), so HTTP headers are not counted;
 * otherwise what Lighthouse saw on the wire.
 */
function payloadBytes(request) {
  const { pathname } = new URL(request.url);
  const candidates = [pathname, join(pathname, "index.html"), "/404.html"].map((path) => join(clientDir, path));
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (request.url.startsWith(`http://localhost:${port}`) && file)
    return gzipSync(readFileSync(file), { level: 6 }).length;
  return request.transferSize ?? 0;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (value) => (value / 1024).toFixed(1);

if (args.includes("--splitter")) {
  console.log(splitterLine(await benchSplitter()));
  const results = await benchSplitterBrowser({ clientDir, port, runs: Number(args[args.indexOf("--runs") + 1]) || 3 });
  console.log(`\nTrip cost splitter in Chromium (median of the runs):\n${splitterBrowserTable(results)}`);
  process.exit(0);
}

/**
 * The static site's page budgets: one row per built page with its kind, its script bytes (gzip -6:
 * inline, and files) and its budget. Chromium opens each page as a first-time visitor, so the
 * dynamic imports a page makes on load are counted as the budget test counts them.
 */
async function scriptBudgetTable(routes) {
  const { chromium } = await import("playwright-core");
  const { staticPages } = await import("../app/config/pages.ts");
  const { budgets, kb: kib, kindNames, observeScripts, pageKind, pageScripts } = await import("./page-scripts.mjs");
  const browser = await chromium.launch({ executablePath: chrome, args: chromiumArgs });
  const lines = [
    "| Page | Kind | Inline KB | Files KB | Script KB (gzip -6) | Budget KB | |",
    "|---|---|---:|---:|---:|---:|---|",
  ];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const observed = await observeScripts(page, `http://localhost:${port}`, route);
      await page.close();
      const scripts = pageScripts(clientDir, route, { observed });
      const kind = pageKind(route, staticPages);
      const inline = scripts.inline.reduce((sum, bytes) => sum + bytes, 0);
      const over = scripts.total > budgets[kind];
      lines.push(
        `| ${route} | ${kindNames[kind]} | ${kib(inline)} | ${kib(scripts.total - inline)} | ${kib(scripts.total)} | ${kib(budgets[kind])} | ${over ? "**over**" : ""} |`,
      );
    }
  } finally {
    await browser.close();
  }
  return lines.join("\n");
}

const server = createSiteServer(clientDir, { notFoundStatus: 200 }).listen(port, "127.0.0.1");
if (scriptsOnly) {
  try {
    console.log(await scriptBudgetTable(only.length ? only : builtPages(clientDir)));
  } finally {
    server.close();
  }
  process.exit(0);
}
// The not-found page is measured where visitors meet it: at an unknown path.
const notFoundPath = "/this-page-does-not-exist";
const routes = only.length ? only : [...builtPages(clientDir).filter((route) => route !== "/404"), notFoundPath];
const rows = [];
try {
  // One discarded run first: right after the build the machine is still busy, and the first route paid for it.
  await lighthouse(`http://localhost:${port}${routes[0]}`).catch(() => undefined);
  for (const route of routes) {
    const samples = [];
    const started = Date.now();
    for (let i = 0; i < runs; i++) {
      const url = `http://localhost:${port}${route}`;
      // Chromium occasionally fails to start on a loaded machine: one retry.
      const report = await lighthouse(url).catch(() => lighthouse(url));
      samples.push(figures(report));
    }
    const row = { route };
    for (const key of Object.keys(samples[0])) row[key] = median(samples.map((sample) => sample[key]));
    rows.push(row);
    process.stderr.write(`  measured ${route} (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
} finally {
  server.close();
}

const header = "| Route | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | CLS | HTML KB | CSS KB | JS KB |";
const rule = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
const line = (r) =>
  `| ${r.route === notFoundPath ? "(not-found page)" : r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.html)} | ${kb(r.css)} | ${kb(r.js)} |`;
const sum = (key) => rows.reduce((total, r) => total + r[key], 0);
const min = (key) => Math.min(...rows.map((r) => r[key]));
const total = `| **Total (${rows.length} routes; scores: lowest, bytes: sum)** | ${min("performance")} | ${min("accessibility")} | ${min("bestPractices")} | ${min("seo")} | ${Math.round(Math.max(...rows.map((r) => r.lcp)))} max | ${Math.round(Math.max(...rows.map((r) => r.tbt)))} max | ${Math.max(...rows.map((r) => r.cls)).toFixed(3)} max | ${kb(sum("html"))} | ${kb(sum("css"))} | ${kb(sum("js"))} |`;
const table = [header, rule, ...rows.map(line), total].join("\n");
console.log(table);
if (staticSite) {
  // The not-found page's scripts are those of /404 (the unknown path serves that file).
  const budgetRoutes = routes.map((route) => (route === notFoundPath ? "/404" : route));
  const restarted = createSiteServer(clientDir, { notFoundStatus: 200 }).listen(port, "127.0.0.1");
  try {
    console.log(`\nScript budgets (static site):\n${await scriptBudgetTable(budgetRoutes)}`);
  } finally {
    restarted.close();
  }
}
// The trip cost splitter's own figures: settling 20 people, and the size of its code.
console.log(`\n${splitterLine(await benchSplitter())}`);

if (args.includes("--write") && staticSite) {
  // docs/benchmarks.md describes the React Router build; the static site's figures are printed only.
  console.log("\n--write is for the React Router build: docs/benchmarks.md left as it is");
} else if (args.includes("--write")) {
  const date = new Date().toISOString().slice(0, 10);
  const doc = `# Benchmarks

Latest \`npm run bench\` (${date}): Lighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, mobile form factor
with simulated throttling, Debian Chromium, the production build served by \`server/serve.mjs\` on a 2-core
machine. Bytes are the gzipped sizes (level 6, as the server compresses; headers not counted) of everything
each route loaded during the run, lazily loaded sections included; KB = 1024 bytes. Pages marked noindex
on purpose (/invite, /email-confirmed) score lower in SEO for that reason alone.

${table}

## Reading the figures

- Lighthouse simulates a slow phone on slow 4G from one unthrottled load: a request counts against
  LCP if it finished before the page first painted in that load. Pages therefore paint before they
  fetch any JavaScript (\`scripts/defer-hydration.mjs\`): React Router's module preloads leave the
  head and are requested after the first contentful paint. The price is that hydration's work counts
  as blocking time after the paint.
- Home's long sections below the fold, and the footer on every page, use \`content-visibility: auto\`
  (the \`render-when-near\` utility): without it, laying out the whole page after the first paint was
  home's longest task.
- The code every page runs (the root route, the site layout and what they import statically) ships
  as one chunk (\`scripts/chunk-groups.mjs\`) beside React, the router and the page's own modules.
  Left as some twenty small chunks it cost about 5 KB more per page in gzip and import overhead.
- Where the cookie banner's paragraph is the largest text on the page (/403, /invite,
  /email-confirmed, the not-found page), it is the LCP element. It is prerendered and shown by an
  inline script before the first paint (\`app/lib/analytics/consent-boot.ts\`), so it no longer waits
  for hydration.
- Blocking time varies by up to ±100 ms between single runs on a 2-core machine: compare medians.
  Home is the page closest to the line: repeated medians (2026-11-23, 5 to 7 runs) measured 92 to 99,
  decided by blocking time alone (its LCP and CLS hardly move).
`;
  writeFileSync(join(root, "docs/benchmarks.md"), doc);
  console.log("\nWrote docs/benchmarks.md");
}
