/**
 * The language of every page comes from its path, and every message call passes it
 * (`m.key(inputs, { locale })`, lib/locale.ts): Paraglide's runtime, with its strategies for
 * guessing a language (URL patterns, cookies, storage, redirects), is never asked. Its message
 * modules still import `getLocale` as a fallback, which kept that whole runtime (some 3 KB gzip)
 * in every page. This plugin gives the message modules a runtime of two lines instead: the
 * fallback is the base language, and in development a call without a locale is reported.
 * (In the browser build no module calls them: every module, the root route's included, has its
 * messages compiled in (vite-i18n-texts.mjs). They run while prerendering and in `vite dev`.)
 */
const messageModule = /[\\/]app[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/;
const id = "\0wayfellow-i18n-runtime";

export function i18nRuntime() {
  return {
    name: "wayfellow-i18n-runtime",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../runtime.js" && importer && messageModule.test(importer)) return id;
      return undefined;
    },
    load(source) {
      if (source !== id) return undefined;
      return [
        "export const experimentalStaticLocale = undefined;",
        "export function getLocale() {",
        '  if (import.meta.env.DEV) console.warn("A message was called without { locale }: pass the page\'s language (lib/locale.ts).");',
        '  return "en";',
        "}",
      ].join("\n");
    },
  };
}
