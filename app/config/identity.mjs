/**
 * The product's name and the site's default origin (decisions.md,
 * "Identity"), in plain JavaScript so the build configuration reads the same
 * values as the app (app/config/site.ts).
 */
export const productName = "Wayfellow";
export const defaultOrigin = "https://wayfellow.app";

/** The origin of canonical URLs for a build environment (VITE_SITE_ORIGIN overrides the default). */
export function siteOrigin(env) {
  const value = env?.VITE_SITE_ORIGIN;
  return (typeof value === "string" && value.trim() !== "" ? value.trim() : defaultOrigin).replace(/\/+$/, "");
}
