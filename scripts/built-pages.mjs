import { readdirSync } from "node:fs";
import { relative, sep } from "node:path";

/** Every prerendered page in a build's client folder, by path ("/404" is the not-found page). */
export function builtPages(clientDir) {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => {
      const dir = relative(clientDir, entry.parentPath).split(sep).join("/");
      return dir === "" ? "/" : `/${dir}`;
    })
    .sort();
}
