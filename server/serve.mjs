/**
 * The production server behind `npm start`: serves the built site (dist/) the way a CDN
 * would (clean URLs, /contact from contact.html; 404.html with status 404; redirects and
 * headers from the generated _headers/_redirects files; compression; long-lived hashed assets).
 * Uses sirv for the static files and compression for gzip.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import compression from "compression";
import sirv from "sirv";
import { headersFor, parseHeadersFile, parseRedirectsFile, pathMatches } from "./static-rules.mjs";

/**
 * `notFoundStatus` exists for the benchmark only: Lighthouse refuses pages
 * answered with 404, so `npm run bench` measures the not-found page at 200.
 */
export function createSiteServer(clientDir, { notFoundStatus = 404 } = {}) {
  const headerRules = parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8"));
  const redirectRules = parseRedirectsFile(readFileSync(join(clientDir, "_redirects"), "utf8"));
  const notFoundPage = readFileSync(join(clientDir, "404.html"));
  // A language's own not-found page for unknown addresses under its prefix ("/de/* /de/404.html 404").
  const notFoundRules = redirectRules
    .filter((rule) => rule.status === 404)
    .map((rule) => ({ ...rule, page: readFileSync(join(clientDir, rule.to)) }));
  const compress = compression();
  const files = sirv(clientDir, { extensions: ["html"], etag: true, dev: false, dotfiles: false });

  function applyHeaders(res, path) {
    for (const [name, value] of Object.entries(headersFor(headerRules, path))) res.setHeader(name, value);
  }

  function notFound(res, path = "/") {
    const rule = notFoundRules.find((candidate) => pathMatches(candidate.from, path));
    res.statusCode = notFoundStatus;
    applyHeaders(res, rule ? rule.to.replace(/\.html$/, "") : "/404");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(rule ? rule.page : notFoundPage);
  }

  function handle(req, res) {
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      return notFound(res);
    }
    const path = url.pathname;

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" });
      return res.end();
    }

    // A redirect answers with or without a trailing slash, in one hop.
    const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const redirect = redirectRules.find((rule) => rule.status !== 404 && (rule.from === path || rule.from === bare));
    if (redirect) {
      applyHeaders(res, "/*");
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
      return res.end();
    }

    // One URL per page: /contact/ -> /contact (only same-site paths, so no open redirect).
    if (path.length > 1 && path.endsWith("/") && !path.startsWith("//")) {
      applyHeaders(res, "/*");
      res.writeHead(308, { Location: `${path.replace(/\/+$/, "") || "/"}${url.search}` });
      return res.end();
    }

    // Host configuration files and raw build artefacts are not pages: a page has one address,
    // /contact, and its file (contact.html) none.
    if (/^\/(_headers|_redirects|(de\/)?404\/?$)/.test(path) || path.endsWith(".html")) {
      return notFound(res, path);
    }

    applyHeaders(res, path);
    files(req, res, () => {
      // Headers set for the missing path must not leak into the 404 page.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      notFound(res, path);
    });
  }

  return createServer((req, res) => compress(req, res, () => handle(req, res)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname;
  // SITE_DIR: the built site's folder (default dist/, where `npm run build` writes it).
  const clientDir = resolve(root, process.env.SITE_DIR ?? "dist");
  if (!existsSync(join(clientDir, "_headers"))) {
    console.error("No build found. Run `npm run build` (or `npm start`, which builds first).");
    process.exit(1);
  }
  const port = Number.parseInt(process.env.PORT ?? "3000", 10);
  const host = process.env.HOST ?? "0.0.0.0";
  createSiteServer(clientDir).listen(port, host, () => {
    console.log(`Wayfellow is served on http://localhost:${port}`);
  });
}
