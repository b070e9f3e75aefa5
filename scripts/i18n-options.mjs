/**
 * The one set of Paraglide JS options: the Vite plugin (astro.config.ts) and the compile step that
 * runs before typecheck, lint and the unit tests (scripts/i18n-compile.mjs) share it, so the
 * generated messages (app/paraglide, gitignored) are the same whoever made them.
 *
 * The language of a page is a function of its path (app/lib/locale.ts), and every message call
 * passes it (`m.key(inputs, { locale })`): the runtime never guesses. Its strategy is therefore the
 * base locale alone (no cookie, no URL matching, no globals), which also keeps the runtime small.
 * The inlang project (project.inlang/settings.json) loads the npm-installed message-format plugin
 * from node_modules, so compiling never fetches anything.
 */
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const i18nOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["baseLocale"],
  isServer: "import.meta.env.SSR",
  emitReadme: false,
};
