/**
 * The one reader of build-time configuration. Vite reads it for the app (as
 * import.meta.env), and the build's Node scripts (postbuild's CSP and host
 * files, check-deploy) read it here, the same way: `.env`, `.env.local`,
 * `.env.production`, `.env.production.local` in the env folder, with the
 * process environment winning over files (Vite's loadEnv).
 *
 * WAYFELLOW_ENV_DIR points at another folder of .env files (default: the
 * project root); astro.config.ts honours it too.
 */
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export function envDir(env = process.env) {
  return env.WAYFELLOW_ENV_DIR || projectRoot;
}

/** The VITE_* values a production build sees. */
export function buildEnv(mode = "production", dir = envDir()) {
  return loadEnv(mode, dir, "VITE_");
}
