declare module "virtual:content-index" {
  import type { ContentEntry } from "~/content/entry";

  const entries: ContentEntry[];
  export default entries;
}

declare module "virtual:content-translations" {
  import type { ContentEntry } from "~/content/entry";

  /** The translated pages (in the browser, with their listing fields only). */
  const entries: ContentEntry[];
  export default entries;
}
