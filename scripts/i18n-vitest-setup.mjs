/**
 * Vitest's global set-up: compiles the message catalog (scripts/i18n-compile.mjs) before any test
 * file imports a message, so `npx vitest run <file>` works in a fresh clone too. In a child process:
 * the inlang SDK keeps a handle open for a while after compiling, which would hold the test run
 * (and Paraglide's Vite plugin, which also watches files, is not used under Vitest for that reason).
 */
import { spawnSync } from "node:child_process";

export default function setup() {
  const result = spawnSync(process.execPath, ["scripts/i18n-compile.mjs"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("Compiling the message catalog (npm run i18n) failed");
}
