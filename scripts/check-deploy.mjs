/**
 * `npm run check:deploy`: fails while any deployment value (store listings,
 * app-association ids, social profiles, the operator the legal pages name,
 * its supervisory authority, data protection officer and processors) is still
 * a placeholder; while a company or partnership lacks the representative or
 * (unless it is a GbR outside the register) the register entry the legal notice
 * must name; while a processor is not named with its country and safeguard;
 * and while a German page would show a value written in English. Run it, with the production environment or .env
 * files in place, before deploying. With an analytics id set, it first prints
 * the analytics property's settings to check by hand (analytics-checklist.mjs).
 */
import {
  germanPageProblems,
  operatorProblems,
  placeholderReport,
  processorProblems,
  resolveDeployValues,
} from "../app/config/deploy-values.mjs";
import { buildEnv } from "./build-env.mjs";
import { analyticsChecklist } from "./analytics-checklist.mjs";

// What the analytics property must be set to, whatever else this check finds (analytics-checklist.mjs).
for (const line of analyticsChecklist(buildEnv())) console.log(line);

const env = buildEnv();
const { values, placeholders } = resolveDeployValues(env);
let failed = false;
if (placeholders.length > 0) {
  console.error(
    [
      `check:deploy: ${placeholders.length} value(s) are still placeholders. Set them as environment variables`,
      "or in a .env.production file (README, Configuration):",
      ...placeholderReport(placeholders),
    ].join("\n"),
  );
  failed = true;
}
const operator = operatorProblems(values);
if (operator.length > 0) {
  console.error(
    ["check:deploy: the operator is a company, so the legal notice must also name (§ 5 DDG):", ...operator].join("\n"),
  );
  failed = true;
}
const processors = processorProblems(values, env);
if (processors.length > 0) {
  console.error(
    [
      "check:deploy: the privacy policy names each processor with its country and safeguard (README):",
      ...processors,
    ].join("\n"),
  );
  failed = true;
}
const german = germanPageProblems(values, env);
if (german.length > 0) {
  console.error(["check:deploy: German pages would show English:", ...german].join("\n"));
  failed = true;
}
if (failed) process.exit(1);
console.log("check:deploy: every deployment value is set.");
