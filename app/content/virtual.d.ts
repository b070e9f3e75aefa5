declare module "virtual:content-index" {
  import type { ContentEntry } from "~/content/entry";

  const entries: ContentEntry[];
  export default entries;
}

declare module "virtual:content-translations" {
  import type { ContentEntry } from "~/content/entry";

  /** The translated pages. */
  const entries: ContentEntry[];
  export default entries;
}

declare module "virtual:page-index" {
  import type { PageVersions } from "~/config/page-versions";

  /** Every page that has a counterpart, once (config/page-versions.ts). */
  export const pageIndex: PageVersions[];
  /** The code pages search engines must not list, in every language. */
  export const noindexPaths: string[];
}
