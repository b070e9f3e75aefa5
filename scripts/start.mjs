/**
 * `npm start`: builds the site when there is no build yet (or the sources are
 * newer than it), then serves it on http://localhost:3000 (PORT overrides).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const siteDir = join(root, "dist");
const marker = join(siteDir, "_headers");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

const sources = ["app", "src", "messages", "public", "server", "scripts"]
  .map((dir) => join(root, dir))
  .filter(existsSync);
const stale =
  !existsSync(marker) ||
  Math.max(
    ...sources.map(newestMtime),
    statSync(join(root, "package.json")).mtimeMs,
    statSync(join(root, "astro.config.ts")).mtimeMs,
  ) > statSync(marker).mtimeMs;

if (stale) {
  console.log("Building the site…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { createSiteServer } = await import("../server/serve.mjs");
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
createSiteServer(siteDir).listen(port, process.env.HOST ?? "0.0.0.0", () => {
  console.log(`Wayfellow is served on http://localhost:${port}`);
});
