import { useCallback, useState } from "react";
import { siteConfig } from "~/config/site";

/** Size of the screenshots in public/images/screens/ (390 x 844 at 2x). */
const screen = { width: 390, height: 844 };

/** The app's screens (media/screens/, rendered to public/images/screens/), each with its alt text. */
const screenAlts = {
  "itinerary-map": `${siteConfig.name} itinerary screen: a day-by-day plan with the stops pinned on a map`,
  "polls-votes": `${siteConfig.name} poll screen: friends voting on options for the trip`,
  "group-chat": `${siteConfig.name} trip chat screen with messages from the group`,
  "expense-split": `${siteConfig.name} expenses screen: shared costs and how they are split`,
  "packing-list": `${siteConfig.name} packing list screen with items to tick off`,
  "ai-suggestions": `${siteConfig.name} AI suggestions screen: places recommended for the group`,
  "trip-idea-check": `${siteConfig.name} trip idea check screen: an AI review of a trip's budget, weather and logistics`,
} as const;

export type ScreenName = keyof typeof screenAlts;

/**
 * One app screenshot (WebP with a PNG fallback) filling a PhoneFrame; lazy
 * unless it is above the fold. If it fails to load, a placeholder box says
 * so (spec §8).
 */
export function AppScreenshot({ name, eager = false }: { name: ScreenName; eager?: boolean }) {
  const alt = screenAlts[name];
  const [failed, setFailed] = useState(false);
  // The image may already have failed before hydration attached onError.
  const checkAlreadyFailed = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== "") setFailed(true);
  }, []);

  if (failed) {
    return (
      <div className="absolute inset-0 flex items-center justify-center bg-sand p-6 text-center">
        <p className="text-sm font-semibold text-ink-soft">
          Screenshot Placeholder
          <span className="sr-only">: {alt}</span>
        </p>
      </div>
    );
  }

  return (
    <picture>
      <source srcSet={`/images/screens/${name}.webp`} type="image/webp" />
      <img
        ref={checkAlreadyFailed}
        src={`/images/screens/${name}.png`}
        alt={alt}
        width={screen.width}
        height={screen.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-cover object-top"
      />
    </picture>
  );
}
