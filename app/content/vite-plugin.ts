/**
 * `virtual:content-index`: the validated content index (content/load.ts) as
 * plain data, for the app and the prerender. Importing the MDX files for their
 * frontmatter instead would pull every page's whole text into every page that
 * lists content.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { loadContent } from "./load";

const id = "virtual:content-index";
const resolvedId = `\0${id}`;

export function contentIndex(): Plugin {
  return {
    name: "wayfellow-content-index",
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      const contentDir = join(import.meta.dirname, ".");
      this.addWatchFile(contentDir);
      const entries = loadContent(contentDir);
      for (const entry of entries) this.addWatchFile(join(contentDir, entry.file.replace(/^content\//, "")));
      return `export default ${JSON.stringify(entries)};`;
    },
  };
}
