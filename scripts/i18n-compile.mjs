/**
 * `npm run i18n`: compiles messages/*.json into typed message functions (app/paraglide), as the
 * Vite plugin does during `vite build` and `vite dev`. It runs before typecheck, lint and the unit
 * tests (package.json `pre*` scripts), so a fresh clone has the generated modules before anything
 * imports them.
 */
import { compile } from "@inlang/paraglide-js";
import { i18nOptions } from "./i18n-options.mjs";

await compile(i18nOptions);

// The inlang SDK only warns when it cannot load the message-format plugin and then compiles no
// messages: fail here instead, before a page imports a message that is not there.
import { existsSync, readFileSync } from "node:fs";
const keys = Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8"))).filter((key) => key !== "$schema");
const missing = keys.filter((key) => !existsSync(`${i18nOptions.outdir}/messages/${key}.js`));
if (missing.length) {
  console.error(`i18n: ${missing.length} message(s) were not compiled (${missing.slice(0, 5).join(", ")}…)`);
  process.exit(1);
}
// The inlang SDK leaves a handle open for half a minute after compiling: nothing is left to do.
process.exit(0);
