/**
 * Finishes the static build (dist/, or ASTRO_OUT_DIR) so any static host serves it as `npm start`
 * does:
 *  - holds every page's module scripts until its first paint (app/lib/after-paint.ts);
 *  - hashes every page's inline scripts into its Content-Security-Policy (a <meta> policy in the
 *    page, and the full policy, with frame-ancestors, as a header rule);
 *  - writes the not-found pages where the host looks for them (404.html, de/404.html);
 *  - writes _headers and _redirects from server/http-config.mjs, and robots.txt.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
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
import { afterPaintType } from "../app/lib/after-paint.ts";
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

/** "contact/index.html" -> "/contact"; "index.html" -> "/"; "404.html" -> "/404". */
function routePathOf(file) {
  const path = relative(siteDir, file).split(sep).join("/");
  if (path === "index.html") return "/";
  return `/${path.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

function escapeAttribute(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

async function main() {
  const env = buildEnv();
  // The not-found pages: Astro writes 404.html; each language's also stands at <lang>/404/index.html,
  // which the browser suite visits like any page.
  for (const prefix of ["", "de/"]) {
    const flat = join(siteDir, `${prefix}404.html`);
    const folder = join(siteDir, `${prefix}404`, "index.html");
    if (existsSync(folder) && !existsSync(flat)) await copyFile(folder, flat);
    if (existsSync(flat) && !existsSync(folder)) {
      await mkdir(join(siteDir, `${prefix}404`), { recursive: true });
      await copyFile(flat, folder);
    }
  }

  const files = await listFiles(siteDir);
  // By path: a not-found page stands twice (404.html, 404/index.html) and gets one header rule.
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
    const known = pages.get(path);
    pages.set(path, {
      path,
      hashes: [...new Set([...(known?.hashes ?? []), ...hashes])],
      canonical: known?.canonical ?? canonical,
      noindex: (known?.noindex ?? false) || noindex,
    });
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
