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

  /** Where each translated page is: its collection, source slug, language and path. */
  const entries: Pick<ContentEntry, "collection" | "slug" | "locale" | "path">[];
  export default entries;
}
