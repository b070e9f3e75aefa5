import { deferredSection } from "~/components/deferred-section";

const guideGridId = "guide-grid";

// The cards and the content index they read load when the grid comes near the screen.
const GuideGridCards = deferredSection(guideGridId, () =>
  import("~/components/blog/guide-grid-cards").then((module) => module.GuideGridCards),
);

/** A grid of content pages named by slug, from the content index (loaded when near the screen). */
export function GuideGrid({ slugs }: { slugs: string[] }) {
  return (
    <div id={guideGridId} className="not-prose my-8">
      <GuideGridCards slugs={slugs} />
    </div>
  );
}

/** Loads the grid's code (the content layout's loader calls it while prerendering). */
export const preloadGuideGrid = () => GuideGridCards.preload();
