declare module "virtual:deploy-values" {
  import type { resolveDeployValues } from "~/config/deploy-values.mjs";

  /** The deployment values this build resolved (scripts/vite-deploy-values.mjs). */
  const values: ReturnType<typeof resolveDeployValues>["values"];
  export default values;
}
