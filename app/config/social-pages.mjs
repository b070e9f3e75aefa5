/**
 * Where the link-preview images of pages that are not content files are: what the pages' heads
 * name. Apart from their cards' texts, so a page does not load the other pages' (or languages') card texts.
 */
export const socialImagePaths = {
  blog: "/social/blog.png",
  tripCostSplitter: "/social/trip-cost-splitter.png",
  tripCostSplitterDe: "/social/de/reisekosten-teilen.png",
};

/** Link-preview images of pages that are not content files, drawn by the build (src/pages/social/[...path].png.ts). */
export const socialPages = {
  blog: { path: socialImagePaths.blog, eyebrow: "Blog", title: "Group trip guides and event planning" },
  tripCostSplitter: {
    path: socialImagePaths.tripCostSplitter,
    eyebrow: "Free tool",
    title: "Trip Cost Splitter: who pays whom, in few payments",
  },
  tripCostSplitterDe: {
    path: socialImagePaths.tripCostSplitterDe,
    eyebrow: "Kostenloses Tool",
    title: "Reisekosten teilen: wer wem zahlt, mit wenigen Zahlungen",
    tagline: "Der kostenlose Gruppenreiseplaner für iOS und Android",
  },
};
