declare module "virtual:content-index" {
  import type { ContentEntry } from "~/content/entry";

  const entries: ContentEntry[];
  export default entries;
}

declare module "virtual:content-translations" {
  import type { ContentEntry } from "~/content/entry";

  /** The translated pages. In the browser their `data` is empty: only their paths are used there. */
  const entries: ContentEntry[];
  export default entries;
}
