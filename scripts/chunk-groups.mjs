import { baseLocale, copyLocale, languageModules } from "./vite-i18n-texts.mjs";

/**
 * The chunk groups of the browser build (Rolldown's output.codeSplitting.groups). Left to the
 * default splitting, the code every page runs was some twenty small chunks per page, and the code
 * every guide and legal page runs eight more, each one more request and a few hundred bytes of gzip
 * and import overhead (issue 32's budget: the German edition may add at most 2 KB to any English
 * page). So:
 *
 * - `shell` (and `shell-en`, `shell-de`): the site's modules that app/root.tsx and the layouts
 *   (routes/layout.tsx, routes/layout.de.tsx) import statically (not what they load on demand),
 *   and the library code only they use.
 * - `content-en` (and `content-de`), `content-lib`: what both content layouts load (guides' and
 *   articles', legal pages'), in their language, and its libraries.
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

/** The content layouts, guides' and articles' (`content`) and legal pages' (`legal`), in each language. */
const contentLayout = /[\\/]app[\\/]routes[\\/](content|legal)-page\.tsx$/;

/**
 * A page's route module that is neither a layout nor a content page: routes/home.tsx, its copy,
 * routes/trip-cost-splitter.de.tsx (a German page's own module). Content pages are .mdx files.
 */
const isOtherRoute = (id) =>
  /[\\/]app[\\/]routes[\\/].*\.tsx?$/.test(id) &&
  !isShellRoot(id) &&
  !/[\\/]routes[\\/](content|legal)-page(\.[a-z]{2})?\.tsx$/.test(id);

/**
 * The code both content layouts load (content body, page entry, table of contents...), in one chunk
 * per language (`content-en`), and the libraries it uses in one more (`content-lib`: the languages
 * share it). Left out: what only guides load (legal pages would load it), what other pages load too
 * (the splitter's breadcrumb, the contact page's e-mail address: they would load the whole group),
 * and what the shell has.
 */
function contentGroups(layouts, otherRoutes, shell, ctx) {
  const groups = new Map();
  const elsewhere = staticClosure(otherRoutes, ctx);
  for (const [locale, kinds] of layouts) {
    const [first, ...others] = [...kinds.values()].map((roots) => staticClosure(roots, ctx));
    const group = new Set(
      [...(first ?? [])].filter(
        (id) =>
          others.every((closure) => closure.has(id)) &&
          !shell.has(id) &&
          !elsewhere.has(id) &&
          !contentLayout.test(id) &&
          isScript(id),
      ),
    );
    const libraries = new Set([...group].filter((id) => !isSiteModule(id)));
    // A group takes what its modules import: a module that imports code other pages load too (the
    // obfuscated e-mail address the contact page shows) stays out, or that page would load the group.
    for (let changed = true; changed;) {
      changed = false;
      for (const id of group) {
        if (libraries.has(id)) continue;
        const imports = ctx.getModuleInfo(id)?.importedIds ?? [];
        const outside = imports.some(
          (dependency) => !group.has(dependency) && !shell.has(dependency) && !libraries.has(dependency),
        );
        if (outside) {
          group.delete(id);
          changed = true;
        }
      }
    }
    for (const id of group) groups.set(id, libraries.has(id) ? "content-lib" : `content-${locale}`);
  }
  return groups;
}

/**
 * The chunk groups (Rolldown's output.codeSplitting.groups): the shell first, then the content
 * layouts' libraries, then their code. A group takes the modules its captured ones import too,
 * unless a group before it has them.
 */
export function chunkGroups() {
  const roots = new Set();
  /** The content layouts' modules by language and kind: "en" -> "legal" -> ids. */
  const layouts = new Map();
  /** The other pages' route modules (home, contact, the splitter...): what they load is not grouped. */
  const otherRoutes = new Set();
  let shell = null;
  let content = null;
  const shellOf = (ctx) => (shell ??= staticClosure(roots, ctx));
  const contentOf = (ctx) => (content ??= contentGroups(layouts, otherRoutes, shellOf(ctx), ctx));
  /** The packages of the content layouts' libraries: a package's modules go together. */
  let packages = null;
  const packageOf = (id) => /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+[\\/])/.exec(id)?.[1] ?? null;
  const contentGroup = (kind) => ({
    name: (id, ctx) => {
      const groups = contentOf(ctx);
      if (kind === "libraries") {
        packages ??= new Set([...groups].filter(([, group]) => group === "content-lib").map(([lib]) => packageOf(lib)));
        return packages.has(packageOf(id)) ? "content-lib" : null;
      }
      const group = groups.get(id);
      return group && group !== "content-lib" ? group : null;
    },
  });
  return [
    {
      priority: 3,
      name: (id, ctx) => {
        shellOf(ctx);
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
        if (isOtherRoute(id)) otherRoutes.add(id);
        const layout = contentLayout.exec(id);
        if (layout) {
          const locale = copyLocale(id) ?? baseLocale;
          if (!layouts.has(locale)) layouts.set(locale, new Map());
          const kinds = layouts.get(locale);
          if (!kinds.has(layout[1])) kinds.set(layout[1], new Set());
          kinds.get(layout[1]).add(id);
        }
        return true;
      },
    },
    { priority: 1.5, ...contentGroup("libraries") },
    { priority: 1, ...contentGroup("code") },
  ];
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
