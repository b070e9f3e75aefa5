import { baseLocale, copyLocale, languageModules } from "./vite-i18n-texts.mjs";

/**
 * A code-splitting group (Rolldown's output.codeSplitting) for the code every
 * page runs: the site's modules that app/root.tsx and app/routes/layout.tsx
 * (and each other language's layout, routes/layout.de.tsx) import statically (not what they load on demand), and the library code
 * only they use, in one chunk. Left to the default splitting, that code was
 * some twenty small chunks per page, each one more request and a few hundred
 * bytes of gzip and import overhead. (A second group for the guides' layout
 * was measured too: it moved bytes from the guides to the legal pages.)
 */
const isShellRoot = (id) => /[\\/]app[\\/](root|routes[\\/]layout(\.[a-z-]+)?)\.tsx$/.test(id);
/** The layout routes, each with its language (`routes/layout.de.tsx`; none for the base language). */
const layoutLocale = /[\\/]app[\\/]routes[\\/]layout(?:\.([a-z-]+))?\.tsx$/;
const isScript = (id) => /\.(m?[jt]sx?|mdx)$/.test(id);
const isSiteModule = (id) => !id.includes("node_modules") && /[\\/]app[\\/]/.test(id);
/**
 * The shell's text is in one language per chunk (scripts/vite-i18n-texts.mjs): the modules that
 * show text go to `shell-en` (English) or `shell-de` (their German copies), so that a page loads
 * its own language's header, footer and banner, and the rest of the shell is shared.
 */
function shellGroup(id) {
  const copy = copyLocale(id);
  if (copy) return `shell-${copy}`;
  return languageModules.has(id) ? `shell-${baseLocale}` : "shell";
}
// Library code the shell runs. A library reached through a barrel file
// (lucide-react's index) is not followed: the barrel names every icon.
const isShellLibrary = (id) =>
  /node_modules[\\/](tailwind-merge|lucide-react[\\/]dist[\\/]esm[\\/](shared|icons|Icon|createLucideIcon|defaultAttributes|context))/.test(
    id,
  );

export function shellChunk() {
  const roots = new Set();
  let shell = null;
  return {
    name: (id, ctx) => {
      shell ??= staticClosure(roots, ctx);
      // A language's layout route goes with its header and footer: one chunk less on every page.
      const layout = layoutLocale.exec(id);
      if (layout) return `shell-${copyLocale(id) ?? layout[1] ?? baseLocale}`;
      // Stylesheets stay with the root route, which links them in every page's head.
      if (!shell.has(id) || isShellRoot(id) || !isScript(id)) return null;
      return isSiteModule(id) || isShellLibrary(id) ? shellGroup(id) : null;
    },
    // Rolldown calls test for every module before the first call of name.
    test: (id) => {
      if (isShellRoot(id)) roots.add(id);
      return true;
    },
  };
}

/**
 * Paraglide's message index (app/paraglide/messages/_index.js, re-exported by messages.js) names
 * every message of the catalog, each with every language's text. It is a barrel: following it
 * would put the whole catalog in the shell. Instead the shell takes the messages its modules call
 * (`m.<key>(`); the rest go with the pages that use them.
 */
const isMessageBarrel = (id) => /[\\/]app[\\/]paraglide[\\/]messages(\.js|[\\/]_index\.js)$/.test(id);
const messageCalls = /\bm\.([a-z][a-z0-9_]*)\(/g;

/** The modules the given ones import statically, followed through the site's own modules. */
function staticClosure(roots, ctx) {
  const found = new Set();
  const stack = [...roots];
  const calledMessages = new Set();
  const barrels = new Set();
  while (stack.length > 0) {
    const next = stack.pop();
    if (found.has(next)) continue;
    found.add(next);
    if (isMessageBarrel(next)) {
      barrels.add(next);
      continue;
    }
    // Library modules are followed too (an icon's own imports), but not through a barrel.
    if (!isSiteModule(next) && !isShellLibrary(next)) continue;
    const info = ctx.getModuleInfo(next);
    for (const [, key] of (info?.code ?? "").matchAll(messageCalls)) calledMessages.add(key);
    stack.push(...(info?.importedIds ?? []));
  }
  for (const barrel of barrels) {
    for (const id of ctx.getModuleInfo(barrel)?.importedIds ?? []) {
      const key = /([a-z0-9_]+)\.js$/.exec(id)?.[1];
      if (key && calledMessages.has(key)) found.add(id);
      if (isMessageBarrel(id)) found.add(id);
    }
  }
  return found;
}
