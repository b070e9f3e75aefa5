/**
 * Finishes the static build (dist/, or ASTRO_OUT_DIR) so any static host serves it as `npm start`
 * does:
 *  - holds every page's module scripts until its first paint (app/lib/after-paint.ts);
 *  - hashes every page's inline scripts into its Content-Security-Policy (a <meta> policy in the
 *    page, and the full policy, with frame-ancestors, as a header rule);
 *  - writes _headers and _redirects from server/http-config.mjs, and robots.txt.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import {
  calendarFiles,
  contentSecurityPolicy,
  dayCache,
  fileHeaders,
  globalHeaders,
  immutableCache,
  mediaFolders,
  notFoundPages,
  redirects,
  revalidateCache,
} from "../server/http-config.mjs";
import { afterPaintType } from "../app/lib/after-paint.ts";
import { pagePathOf } from "./built-pages.mjs";
import { buildEnv } from "./build-env.mjs";

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

const root = new URL("..", import.meta.url).pathname;
export const siteDir = resolve(root, process.env.ASTRO_OUT_DIR ?? "dist");

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** A built file's address ("contact.html" -> "/contact", "index.html" -> "/"). */
function routePathOf(file) {
  return pagePathOf(relative(siteDir, file).split(sep).join("/"));
}

function escapeAttribute(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

async function main() {
  const env = buildEnv();
  const files = await listFiles(siteDir);
  const pages = new Map();
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    // The page's module scripts start after its first paint (app/lib/after-paint.ts).
    let html = (await readFile(file, "utf8")).replaceAll(
      '<script type="module" src=',
      `<script type="${afterPaintType}" src=`,
    );
    const hashes = inlineScriptHashes(html);
    const metaPolicy = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(hashes, { forMeta: true, env }))}">`;
    html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
    html = html.replace(/<meta charset="utf-8"\s*\/?>/i, (charset) => `${charset}${metaPolicy}`);
    await writeFile(file, html);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    const path = routePathOf(file);
    pages.set(path, { path, hashes, canonical, noindex });
  }

  // _headers: one rule per path; no header appears in two rules that match the same path.
  const rules = [
    ["/*", globalHeaders],
    ["/assets/*", { "Cache-Control": immutableCache }],
  ];
  for (const page of [...pages.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    rules.push([
      page.path,
      {
        "Cache-Control": revalidateCache,
        "Content-Security-Policy": contentSecurityPolicy(page.hashes, { env }),
        ...(page.noindex ? { "X-Robots-Tag": "noindex" } : {}),
      },
    ]);
  }
  // Everything the build holds, and robots.txt, which this step writes below.
  const built = new Set([...files.map(routePathOf), "/robots.txt"]);
  for (const [path, headers] of Object.entries(fileHeaders)) {
    if (built.has(path)) rules.push([path, headers]);
  }
  for (const folder of mediaFolders) {
    if ([...built].some((path) => path.startsWith(folder.slice(0, -1)))) {
      rules.push([folder, { "Cache-Control": dayCache }]);
    }
  }
  if ([...built].some((path) => path.startsWith(calendarFiles.path.slice(0, -1)))) {
    rules.push([calendarFiles.path, calendarFiles.headers]);
  }
  const headersFile = rules
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n");
  await writeFile(join(siteDir, "_headers"), `${headersFile}\n`);
  await writeFile(
    join(siteDir, "_redirects"),
    `${[...redirects, ...notFoundPages].map((rule) => rule.join(" ")).join("\n")}\n`,
  );
  const origin = new URL([...pages.values()].find((page) => page.canonical)?.canonical ?? "https://wayfellow.app/")
    .origin;
  await writeFile(join(siteDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  console.log(`postbuild: ${pages.size} pages hashed, _headers (${rules.length} rules), _redirects, robots.txt`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
