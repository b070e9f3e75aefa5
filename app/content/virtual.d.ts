declare module "virtual:content-index" {
  import type { ContentEntry } from "./entry";

  const entries: ContentEntry[];
  export default entries;
}
