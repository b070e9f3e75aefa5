import { createElement } from "react";
import { layoutStepTag } from "~/lib/layout-steps";

/** One step of a long page's layout while it is parsed (app/lib/layout-steps.ts says why). */
export function LayoutStep() {
  return createElement(layoutStepTag);
}
