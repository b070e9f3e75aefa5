/**
 * The site's colours for scripts that draw outside it (generate-media.mjs):
 * read from the `@theme` tokens of app/app.css, the one place they live.
 * `--color-brand-strong: #c2410c` becomes `{ brandStrong: "#c2410c" }`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const stylesheet = join(import.meta.dirname, "../app/app.css");

/** @param {string} [css] the stylesheet's text; app/app.css when left out */
export function readColorTokens(css = readFileSync(stylesheet, "utf8")) {
  /** @type {Record<string, string>} */
  const colors = {};
  for (const [, name, value] of css.matchAll(/^\s*--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gim)) {
    colors[name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase())] = value.toLowerCase();
  }
  return colors;
}

/** The tokens a script needs, failing loudly when one was renamed or removed from the stylesheet. */
export function colorTokens(/** @type {string[]} */ ...names) {
  const colors = readColorTokens();
  const missing = names.filter((name) => !(name in colors));
  if (missing.length > 0) throw new Error(`app/app.css has no colour token for: ${missing.join(", ")}`);
  return colors;
}
