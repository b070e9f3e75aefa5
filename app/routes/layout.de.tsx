/**
 * The German pages' layout: the English route module's, a module of its own so that it loads the
 * German interface text (scripts/vite-i18n-texts.mjs).
 */
export { default } from "./layout";
