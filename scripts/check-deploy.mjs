/**
 * `npm run check:deploy`: fails while any deployment value (store listings,
 * app-association ids, social profiles, the operator the legal pages name) is
 * still a placeholder. Run it, with the production environment or .env files
 * in place, before deploying. With an analytics id set, it first prints the
 * analytics property's settings to check by hand (analytics-checklist.mjs).
 */
import { placeholderReport, resolveDeployValues } from "../app/config/deploy-values.mjs";
import { buildEnv } from "./build-env.mjs";
import { analyticsChecklist } from "./analytics-checklist.mjs";

// What the analytics property must be set to, whatever else this check finds (analytics-checklist.mjs).
for (const line of analyticsChecklist(buildEnv())) console.log(line);

const { placeholders } = resolveDeployValues(buildEnv());
if (placeholders.length > 0) {
  console.error(
    [
      `check:deploy: ${placeholders.length} value(s) are still placeholders. Set them as environment variables`,
      "or in a .env.production file (README, Configuration):",
      ...placeholderReport(placeholders),
    ].join("\n"),
  );
  process.exit(1);
}
console.log("check:deploy: every deployment value is set.");
