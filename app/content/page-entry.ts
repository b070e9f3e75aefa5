import { collections, type Crumb } from "./collections";
import type { ContentEntry } from "./entry";
import { homePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/** Home, the collection's parents, then the page itself: named in the page's language. */
export function breadcrumbOf(entry: ContentEntry): Crumb[] {
  return [
    { name: m.breadcrumb_home({}, { locale: entry.locale }), path: homePath(entry.locale) },
    ...collections[entry.collection].parents,
    { name: entry.data.title, path: entry.path },
  ];
}
