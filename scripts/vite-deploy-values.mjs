/**
 * `virtual:deploy-values`: the deployment values a build uses
 * (app/config/deploy-values.mjs), resolved once at build time from the same
 * environment the app reads as import.meta.env. The browser gets the values
 * alone: the table behind them (each value's label and placeholder default,
 * which the build warning and check:deploy print) stays in Node.
 */
import { resolveDeployValues } from "../app/config/deploy-values.mjs";

const id = "virtual:deploy-values";
const resolvedId = `\0${id}`;

export function deployValuesModule() {
  let env = {};
  return {
    name: "wayfellow-deploy-values",
    configResolved(config) {
      env = config.env;
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      return `export default ${JSON.stringify(resolveDeployValues(env).values)};`;
    },
  };
}
