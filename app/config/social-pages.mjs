/** Link-preview images of pages that are not content files, drawn by the build (app/content/social-images.ts). */
export const socialPages = {
  blog: { path: "/social/blog.png", eyebrow: "Blog", title: "Group trip guides and event planning" },
  tripCostSplitter: {
    path: "/social/trip-cost-splitter.png",
    eyebrow: "Free tool",
    title: "Trip Cost Splitter: who pays whom, in few payments",
  },
  tripCostSplitterDe: {
    path: "/social/de/reisekosten-teilen.png",
    eyebrow: "Kostenloses Tool",
    title: "Reisekosten teilen: wer wem zahlt, mit wenigen Zahlungen",
    tagline: "Der kostenlose Gruppenreiseplaner für iOS und Android",
  },
};
