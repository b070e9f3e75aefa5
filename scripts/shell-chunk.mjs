/**
 * A code-splitting group (Rolldown's output.codeSplitting) for the code every
 * page runs: the site's modules that app/root.tsx and app/routes/layout.tsx
 * import statically (not what they load on demand), and the library code
 * only they use, in one chunk. Left to the default splitting, that code was
 * some twenty small chunks per page, each one more request and a few hundred
 * bytes of gzip and import overhead. (A second group for the guides' layout
 * was measured too: it moved bytes from the guides to the legal pages.)
 */
import { readFileSync } from "node:fs";

const isShellRoot = (id) => /[\\/]app[\\/](root|routes[\\/]layout)\.tsx$/.test(id);
const isScript = (id) => /\.(m?[jt]sx?|mdx)$/.test(id);
const isSiteModule = (id) => !id.includes("node_modules") && /[\\/]app[\\/]/.test(id);
// Library code the shell runs. A library reached through a barrel file
// (lucide-react's index) is not followed: the barrel names every icon.
const isShellLibrary = (id) =>
  /node_modules[\\/](tailwind-merge|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|defaultAttributes|context))/.test(
    id,
  );

/** A compiled catalog message (app/paraglide/messages/<key>.js): its key. */
const messageKey = (id) => /[\\/]app[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/.exec(id)?.[1];

export function shellChunk() {
  const roots = new Set();
  let shell = null;
  let shellMessages = null;
  return {
    name: (id, ctx) => {
      shell ??= staticClosure(roots, ctx);
      shellMessages ??= messagesUsedBy(shell);
      // Stylesheets stay with the root route, which links them in every page's head.
      if (!shell.has(id) || isShellRoot(id) || !isScript(id)) return null;
      // Every message is reachable through the catalog's index (`import { m }`), but only those the
      // shell's own code names belong in it; the others go with the pages that use them.
      const key = messageKey(id);
      if (key !== undefined && key !== "_index") return shellMessages.has(key) ? "shell" : null;
      return isSiteModule(id) || isShellLibrary(id) ? "shell" : null;
    },
    // Rolldown calls test for every module before the first call of name.
    test: (id) => {
      if (isShellRoot(id)) roots.add(id);
      return true;
    },
  };
}

/** The catalog messages (`m.<key>`) that the site's own modules among `modules` name. */
function messagesUsedBy(modules) {
  const keys = new Set();
  for (const id of modules) {
    if (!isSiteModule(id) || !isScript(id) || id.includes("paraglide")) continue;
    let source = "";
    try {
      source = readFileSync(id.replace(/\?.*$/, ""), "utf8");
    } catch {
      continue;
    }
    for (const match of source.matchAll(/\bm\.(\w+)\b/g)) keys.add(match[1]);
  }
  return keys;
}

/** The modules the given ones import statically, followed through the site's own modules. */
function staticClosure(roots, ctx) {
  const found = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const next = stack.pop();
    if (found.has(next)) continue;
    found.add(next);
    if (isSiteModule(next)) stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}
