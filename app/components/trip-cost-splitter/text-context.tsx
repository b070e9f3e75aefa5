import { createContext, useContext } from "react";
import type { SplitterText } from "~/lib/splitter/text";

/**
 * The calculator's words in the page's language (lib/splitter/text.ts), given once at its root
 * (`TripCostSplitter`'s `text`): its components read them here, not from the message catalog, so
 * that the browser's copy of the calculator carries one language and no catalog.
 */
export const SplitterTextContext = createContext<SplitterText | null>(null);

export function useSplitterText(): SplitterText {
  const text = useContext(SplitterTextContext);
  if (!text) throw new Error("The splitter's components render inside TripCostSplitter, which gives them its text");
  return text;
}
