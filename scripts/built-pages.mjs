import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * A built page's address: "contact.html" -> "/contact", "index.html" -> "/", "404.html" -> "/404".
 * (A folder's "contact/index.html", as builds before astro.config's `build.format: "file"` wrote
 * it, is "/contact" too: saved builds still compare.)
 */
export function pagePathOf(file) {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

/** The HTML file of the page at `path` ("/contact") in a build's folder. */
export function pageFile(clientDir, path) {
  if (path === "/") return join(clientDir, "index.html");
  const file = join(clientDir, `${path.slice(1)}.html`);
  return existsSync(file) ? file : join(clientDir, path.slice(1), "index.html");
}

/** Every prerendered page in a build's client folder, by path ("/404" is the not-found page). */
export function builtPages(clientDir) {
  const paths = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => pagePathOf(relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")));
  return [...new Set(paths)].sort();
}
