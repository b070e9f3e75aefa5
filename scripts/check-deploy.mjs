/**
 * `npm run check:deploy`: fails while any deployment value (store listings,
 * app-association ids, social profiles, the operator the legal pages name,
 * its supervisory authority and data protection officer) is still a
 * placeholder, or while a company or partnership lacks the representative or
 * (unless it is a GbR outside the register) the register entry the legal notice
 * must name. Run it, with the production environment or .env
 * files in place, before deploying. With an analytics id set, it first prints
 * the analytics property's settings to check by hand (analytics-checklist.mjs).
 */
import { operatorProblems, placeholderReport, resolveDeployValues } from "../app/config/deploy-values.mjs";
import { buildEnv } from "./build-env.mjs";
import { analyticsChecklist } from "./analytics-checklist.mjs";

// What the analytics property must be set to, whatever else this check finds (analytics-checklist.mjs).
for (const line of analyticsChecklist(buildEnv())) console.log(line);

const { values, placeholders } = resolveDeployValues(buildEnv());
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
if (failed) process.exit(1);
console.log("check:deploy: every deployment value is set.");
