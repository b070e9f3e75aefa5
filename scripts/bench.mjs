/**
 * `npm run bench`: builds the site, serves it as `npm start` does, runs Lighthouse (mobile, Debian
 * Chromium) on every built page and prints one row per page with the median of the runs: the four
 * category scores, LCP, TBT, CLS, the JavaScript boot-up time, the gzipped bytes of HTML, CSS and
 * JavaScript the page loaded, and Lighthouse's CPU benchmark index (how fast the machine was: the
 * default 4x slowdown is calibrated for an index of 1500 to 2000, and this machine swings from about
 * 1000 to 2000 within minutes, which moves TBT and boot-up with it). Then each page's script bytes
 * against its budget (gzip -6 of what the page runs before any tap or consent choice;
 * scripts/page-scripts.mjs, the figures tests/e2e/page-budgets.spec.ts checks) and the trip cost
 * splitter's figures. A benchmark, not a test: it prints figures and never fails on them.
 *
 * Options: --runs N (default 5: on a 2-core machine single runs differ by up to ±100 ms of blocking
 * time), --no-build, page paths to limit the run (e.g. / /contact), --scripts-only (the budget table
 * alone, in seconds; with --compare, first both builds' script bytes as a browser observes them),
 * and --compare DIR: another build's folder (the previous build, built from
 * another checkout), served beside this one; each page's runs alternate between the two, so a busy
 * moment of the machine falls on both, and the table gives both medians side by side.
 *
 * `--splitter` skips Lighthouse and measures only the trip cost splitter: settle() in Node and, in
 * Chromium, the longest main-thread task while a 20-person worst-case link and a 50-person,
 * 500-expense link open, and the keystroke handling time typing in the trip name and an expense
 * field (scripts/bench-splitter-browser.mjs; --runs N, default 3).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { createSiteServer } from "../server/serve.mjs";
import { benchSplitter, splitterLine } from "./bench-splitter.mjs";
import { benchSplitterBrowser, splitterBrowserTable } from "./bench-splitter-browser.mjs";
import { builtPages, pageFile } from "./built-pages.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const only = args.filter((arg, i) => arg.startsWith("/") && !["--runs", "--compare"].includes(args[i - 1]));
const scriptsOnly = args.includes("--scripts-only");
const clientDir = resolve(root, process.env.SITE_DIR ?? process.env.ASTRO_OUT_DIR ?? "dist");
const compareDir = valueOf("--compare") ? resolve(valueOf("--compare")) : null;
const chrome = chromiumPath;
const port = Number(process.env.BENCH_PORT ?? 4190);
const comparePort = port + 1;

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ASTRO_OUT_DIR: clientDir },
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

function figures(report, site) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? 0;
  const bytes = { Document: 0, Stylesheet: 0, Script: 0 };
  for (const request of report.audits["network-requests"]?.details?.items ?? []) {
    if (request.resourceType in bytes) bytes[request.resourceType] += payloadBytes(request, site);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bootup: audit("bootup-time"),
    // Lighthouse's measure of the host CPU's speed during this run: its 4x slowdown is calibrated
    // for a high-end desktop (an index of 1500 to 2000); lower, the simulated phone is slower.
    cpuIndex: report.environment?.benchmarkIndex ?? 0,
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
function payloadBytes(request, site) {
  const { pathname } = new URL(request.url);
  const candidates = [pathname, `${pathname}.html`, join(pathname, "index.html"), "/404.html"].map((path) =>
    join(site.dir, path),
  );
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (request.url.startsWith(site.origin) && file) return gzipSync(readFileSync(file), { level: 6 }).length;
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

/**
 * What a first-time visitor's browser runs on `route` of `site`, by observation, measured the same
 * way on any build: gzip -6 of the page's inline scripts and of every script it fetched until the
 * network was quiet, scrolled to the bottom, before any tap or consent choice.
 */
async function observedScriptBytes(browser, site, route) {
  const { inlineScripts, observeScripts } = await import("./page-scripts.mjs");
  // A page the other build does not have (a new page, a new address) has no figure there.
  if (!existsSync(pageFile(site.dir, route))) return null;
  const page = await browser.newPage();
  const seen = await observeScripts(page, site.origin, route);
  await page.close();
  const gz = (data) => gzipSync(data, { level: 6 }).length;
  const document = [pageFile(site.dir, route), join(site.dir, "404.html")].find((file) => existsSync(file));
  const inline = inlineScripts(readFileSync(document, "utf8")).reduce((sum, body) => sum + gz(body), 0);
  const files = seen
    .map((path) => join(site.dir, path))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gz(readFileSync(file)), 0);
  return inline + files;
}

/** Both builds' observed script bytes, page by page (--compare with --scripts-only). */
async function observedComparison(routes) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chrome, args: chromiumArgs });
  const lines = ["| Page | Before KB | Now KB | Change KB |", "|---|---:|---:|---:|"];
  try {
    for (const route of routes) {
      const before = await observedScriptBytes(browser, previous, route);
      const now = await observedScriptBytes(browser, current, route);
      const change = before === null || now === null ? "" : kb(now - before);
      const figure = (bytes) => (bytes === null ? "(none)" : kb(bytes));
      lines.push(`| ${route} | ${figure(before)} | ${figure(now)} | ${change} |`);
    }
  } finally {
    await browser.close();
  }
  return lines.join("\n");
}

const current = { dir: clientDir, origin: `http://localhost:${port}` };
const previous = compareDir ? { dir: compareDir, origin: `http://localhost:${comparePort}` } : null;
const servers = [createSiteServer(clientDir, { notFoundStatus: 200 }).listen(port, "127.0.0.1")];
if (previous) servers.push(createSiteServer(previous.dir, { notFoundStatus: 200 }).listen(comparePort, "127.0.0.1"));
const closeServers = () => servers.forEach((server) => server.close());
if (scriptsOnly) {
  try {
    const pages = only.length ? only : builtPages(clientDir);
    if (previous) console.log(`Script bytes, observed (before: ${compareDir}):\n${await observedComparison(pages)}\n`);
    console.log(await scriptBudgetTable(pages));
  } finally {
    closeServers();
  }
  process.exit(0);
}
// The not-found page is measured where visitors meet it: at an unknown path.
const notFoundPath = "/this-page-does-not-exist";
const routes = only.length ? only : [...builtPages(clientDir).filter((route) => route !== "/404"), notFoundPath];
const medians = (samples) => {
  const row = {};
  for (const key of Object.keys(samples[0])) row[key] = median(samples.map((sample) => sample[key]));
  return row;
};
const rows = [];
try {
  // One discarded run first: right after the build the machine is still busy, and the first route paid for it.
  await lighthouse(`${current.origin}${routes[0]}`).catch(() => undefined);
  for (const route of routes) {
    const now = [];
    const before = [];
    const started = Date.now();
    for (let i = 0; i < runs; i++) {
      // Interleaved, the order alternating: neither build always runs first.
      const order = previous && i % 2 === 1 ? [previous, current] : previous ? [current, previous] : [current];
      for (const site of order) {
        const url = `${site.origin}${route}`;
        // Chromium occasionally fails to start on a loaded machine: one retry.
        const report = await lighthouse(url).catch(() => lighthouse(url));
        (site === current ? now : before).push(figures(report, site));
      }
    }
    rows.push({ route, now: medians(now), before: before.length ? medians(before) : null });
    process.stderr.write(`  measured ${route} (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
} finally {
  closeServers();
}

const name = (route) => (route === notFoundPath ? "(not-found page)" : route);
if (previous) {
  const pair = (r, key, format) => `${format(r.before[key])} → ${format(r.now[key])}`;
  const ms = (value) => `${Math.round(value)}`;
  console.log(
    [
      `Interleaved with ${compareDir} (before → now, medians of ${runs} runs each)`,
      "| Route | Perf | JS boot-up (ms) | TBT (ms) | LCP (ms) | CLS | JS KB | CPU index |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${name(r.route)} | ${pair(r, "performance", String)} | ${pair(r, "bootup", ms)} | ${pair(r, "tbt", ms)} | ${pair(r, "lcp", ms)} | ${pair(r, "cls", (v) => v.toFixed(3))} | ${pair(r, "js", kb)} | ${pair(r, "cpuIndex", (v) => String(Math.round(v)))} |`,
      ),
    ].join("\n"),
  );
} else {
  const header =
    "| Route | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | CLS | JS boot-up (ms) | HTML KB | CSS KB | JS KB | CPU index |";
  const rule = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
  const line = ({ route, now: r }) =>
    `| ${name(route)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.bootup)} | ${kb(r.html)} | ${kb(r.css)} | ${kb(r.js)} | ${Math.round(r.cpuIndex)} |`;
  console.log([header, rule, ...rows.map(line)].join("\n"));
}
// The not-found page's scripts are those of /404 (the unknown path serves that file).
const budgetRoutes = routes.map((route) => (route === notFoundPath ? "/404" : route));
const restarted = createSiteServer(clientDir, { notFoundStatus: 200 }).listen(port, "127.0.0.1");
try {
  console.log(`\nScript budgets:\n${await scriptBudgetTable(budgetRoutes)}`);
} finally {
  restarted.close();
}
// The trip cost splitter's own figures: settling 20 people, and the size of its code.
console.log(`\n${splitterLine(await benchSplitter())}`);
