/**
 * One route manifest per language. React Router writes one manifest of every route
 * (`window.__reactRouterManifest`, assets/manifest-*.js), and every page loads it: with the German
 * edition, an English page would load the German routes' entries too (about 1 KB gzip, issue 32's
 * budget is 2 KB for all of it). A page needs the routes it can reach in place, and links to the
 * other language load a new document (app/lib/language-navigation.ts), so each language gets a
 * manifest of its own routes and the routes every language shares (the root, resource routes), and
 * each page loads its language's.
 *
 * A route's language is that of its top-level layout: `routes/layout.<locale>` (app/routes.ts) is
 * that language's, `routes/layout` the base language's.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

const prefix = "window.__reactRouterManifest=";

/** The language of each route: from its top-level layout, or null for the routes all languages share. */
export function routeLanguages(routes, baseLocale) {
  const languages = {};
  for (const route of Object.values(routes)) {
    let top = route;
    while (top.parentId && top.parentId !== "root") top = routes[top.parentId];
    const layout = /^routes\/layout(?:\.([a-z]{2}(?:-[A-Z]{2})?))?$/.exec(top.id);
    languages[route.id] = layout ? (layout[1] ?? baseLocale) : null;
  }
  return languages;
}

/**
 * Writes a manifest per language beside React Router's, points each page (by its `<html lang>`) at
 * its language's, and removes the shared one. Returns the new manifests' file names by language.
 */
export async function splitManifest(clientDir, htmlFiles, { baseLocale, locales }) {
  const assets = join(clientDir, "assets");
  const original = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!original) throw new Error("split-manifest: React Router's manifest is not in assets/");
  const source = await readFile(join(assets, original), "utf8");
  if (!source.startsWith(prefix)) throw new Error(`split-manifest: ${original} is not a route manifest`);
  const manifest = JSON.parse(source.slice(prefix.length).replace(/;\s*$/, ""));
  const languages = routeLanguages(manifest.routes, baseLocale);

  const files = {};
  for (const locale of locales) {
    const routes = Object.fromEntries(
      Object.entries(manifest.routes).filter(([id]) => languages[id] === null || languages[id] === locale),
    );
    const body = JSON.stringify({ ...manifest, routes });
    const name = `manifest-${locale}-${createHash("sha256").update(body).digest("hex").slice(0, 8)}.js`;
    await writeFile(join(assets, name), `${prefix}${body.replace(`/assets/${original}`, `/assets/${name}`)};`);
    files[locale] = name;
  }

  for (const file of htmlFiles) {
    const html = await readFile(file, "utf8");
    if (!html.includes(original)) continue;
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
    const name = files[lang];
    if (!name) throw new Error(`split-manifest: ${file} is in no language of the site (lang="${lang}")`);
    await writeFile(file, html.replaceAll(original, name));
  }
  await rm(join(assets, original));
  return files;
}
