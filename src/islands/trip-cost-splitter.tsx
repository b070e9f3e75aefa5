/**
 * The trip cost splitter as an island (src/views/trip-cost-splitter.astro): the one part of its
 * page that runs React in the browser. Its words arrive in its props, rendered at build time in
 * the page's language (lib/splitter/text.ts), so the browser gets neither the message catalog nor
 * the other language. Its prerendered HTML is its first render: the empty calculator, busy until a
 * shared link or the stored ledger is read, which `data-splitter` then says ("ready").
 */
import { useMemo } from "react";
import { TripCostSplitter } from "~/components/trip-cost-splitter/splitter";
import type { Locale } from "~/config/locales";
import { textFromTemplates, type SplitterTemplates } from "~/lib/splitter/text";

export default function TripCostSplitterIsland({
  locale,
  templates,
}: {
  locale: Locale;
  templates: SplitterTemplates;
}) {
  // Made once: the calculator reads a shared link again when its words change.
  const text = useMemo(() => textFromTemplates(locale, templates), [locale, templates]);
  return <TripCostSplitter text={text} />;
}
