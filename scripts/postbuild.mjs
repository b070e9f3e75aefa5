/**
 * Finishes the static build in build/client so any static host serves it as
 * `npm start` does:
 *  - gives each language its own route manifest (split-manifest.mjs);
 *  - defers each page's hydration until it has been painted (defer-hydration.mjs);
 *  - hashes every page's inline scripts into its Content-Security-Policy
 *    (a <meta> policy in the page, and the full policy as a header rule);
 *  - copies the prerendered not-found page to 404.html;
 *  - writes _headers and _redirects from server/http-config.mjs;
 *  - writes robots.txt (sitemap.xml is a prerendered route of its own).
 */
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import {
  calendarFiles,
  contentSecurityPolicy,
  globalHeaders,
  immutableCache,
  jsonFiles,
  notFoundPages,
  redirects,
  revalidateCache,
} from "../server/http-config.mjs";
import { buildEnv } from "./build-env.mjs";
import { deferHydration } from "./defer-hydration.mjs";
import { splitManifest } from "./split-manifest.mjs";

const root = new URL("..", import.meta.url).pathname;
const clientDir = join(root, process.env.BUILD_DIR ?? "build", "client");

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** sha256 (base64) of each executable inline script, as CSP expects. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body === "") continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}

/** "contact/index.html" -> "/contact"; "index.html" -> "/". */
function routePathOf(file) {
  const path = relative(clientDir, file).split(sep).join("/");
  if (path === "index.html") return "/";
  return `/${path.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

function escapeAttribute(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

async function main() {
  // React Router's empty SPA shell is of no use: every route is prerendered.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });

  // Resource routes (site.webmanifest, .well-known files) need no client data file.
  for (const file of await listFiles(clientDir)) {
    // Only beside a file: /download.data sits beside the /download/ folder and is the page's loader data.
    if (file.endsWith(".data") && statSync(file.slice(0, -".data".length), { throwIfNoEntry: false })?.isFile()) {
      await rm(file);
    }
  }

  // The configuration the app was built with (.env files included), so the CSP allows what the app calls.
  const env = buildEnv();
  const languages = JSON.parse(await readFile(join(root, "project.inlang", "settings.json"), "utf8"));
  await splitManifest(
    clientDir,
    (await listFiles(clientDir)).filter((name) => name.endsWith(".html")),
    languages,
  );
  const files = await listFiles(clientDir);
  const pages = [];
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    let html = deferHydration(await readFile(file, "utf8"));
    const hashes = inlineScriptHashes(html);
    const metaPolicy = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(hashes, { forMeta: true, env }))}"/>`;
    html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
    html = html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${metaPolicy}`);
    await writeFile(file, html);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    pages.push({ path: routePathOf(file), hashes, canonical, noindex });
  }

  await copyFile(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
  // The German not-found page, served for unknown addresses under /de/ (server/http-config.mjs, notFoundPages).
  await copyFile(join(clientDir, "de", "404", "index.html"), join(clientDir, "de", "404.html"));

  // _headers: one rule per path; no header appears in two rules that match the same path.
  const rules = [
    ["/*", globalHeaders],
    ["/assets/*", { "Cache-Control": immutableCache }],
  ];
  for (const page of pages.sort((a, b) => a.path.localeCompare(b.path))) {
    rules.push([
      page.path,
      {
        "Cache-Control": revalidateCache,
        "Content-Security-Policy": contentSecurityPolicy(page.hashes, { env }),
        ...(page.noindex ? { "X-Robots-Tag": "noindex" } : {}),
      },
    ]);
  }
  for (const path of jsonFiles) {
    if (files.some((file) => routePathOf(file) === path)) {
      rules.push([path, { "Content-Type": "application/json", "Cache-Control": "public, max-age=3600" }]);
    }
  }
  if (files.some((file) => routePathOf(file).startsWith(calendarFiles.path.slice(0, -1)))) {
    rules.push([calendarFiles.path, calendarFiles.headers]);
  }
  const headersFile = rules
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n");
  await writeFile(join(clientDir, "_headers"), `${headersFile}\n`);
  await writeFile(
    join(clientDir, "_redirects"),
    `${[...redirects, ...notFoundPages].map((rule) => rule.join(" ")).join("\n")}\n`,
  );

  // sitemap.xml is a prerendered route (app/routes/resources/sitemap.ts); robots.txt points to it.
  const origin = new URL(pages.find((page) => page.canonical)?.canonical ?? "https://wayfellow.app/").origin;
  await writeFile(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

  console.log(`postbuild: ${pages.length} pages hashed, _headers (${rules.length} rules), _redirects, robots.txt`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
