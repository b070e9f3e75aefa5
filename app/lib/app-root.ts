import { siteConfig } from "~/config/site";

export const appRootId = "app";

/** Throws when the document lacks the element the site renders into. */
export function assertAppRoot(doc: Document): HTMLElement {
  const root = doc.getElementById(appRootId);
  if (!root) {
    throw new Error(`${siteConfig.name} could not start: the element #${appRootId} is missing from the page.`);
  }
  return root;
}
