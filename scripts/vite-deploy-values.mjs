/**
 * `virtual:deploy-values`: the deployment values a build uses
 * (app/config/deploy-values.mjs), resolved once at build time from the same
 * environment the app reads as import.meta.env. The browser gets the values
 * alone: the table behind them (each value's label and placeholder default,
 * which the build warning and check:deploy print) stays in Node. The dev
 * server and the unit tests resolve them when the module runs, from
 * import.meta.env, so a test that stubs the environment sees its values.
 */
import { fileURLToPath } from "node:url";
import { resolveDeployValues } from "../app/config/deploy-values.mjs";

const id = "virtual:deploy-values";
const resolvedId = `\0${id}`;

const table = fileURLToPath(new URL("../app/config/deploy-values.mjs", import.meta.url));

export function deployValuesModule() {
  let env = {};
  let build = false;
  return {
    name: "wayfellow-deploy-values",
    configResolved(config) {
      env = config.env;
      build = config.command === "build";
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      // One export per value, so that a chunk carries the values its code reads and no others.
      const names = Object.keys(resolveDeployValues({}).values);
      if (!build) {
        return [
          `import { resolveDeployValues } from ${JSON.stringify(table)};`,
          "const values = resolveDeployValues(import.meta.env).values;",
          ...names.map((name) => `export const ${name} = values.${name};`),
        ].join("\n");
      }
      const { values } = resolveDeployValues(env);
      return names.map((name) => `export const ${name} = ${JSON.stringify(values[name])};`).join("\n");
    },
  };
}
