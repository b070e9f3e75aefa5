/**
 * The German page: the English page's route module under its German path (app/config/pages.ts), a
 * module of its own so that it loads the German interface text (scripts/vite-i18n-texts.mjs).
 */
export { default, loader, clientLoader, meta, links } from "./home";
