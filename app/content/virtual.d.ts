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

declare module "virtual:content-translation-paths" {
  import type { ContentEntry } from "~/content/entry";

  /** Where each translated page is: its source's path, its language and its own path. */
  const entries: (Pick<ContentEntry, "locale" | "path"> & { source: string })[];
  export default entries;
}
