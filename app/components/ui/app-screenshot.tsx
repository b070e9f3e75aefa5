import { useCallback, useState } from "react";
import { siteConfig } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** Size of the screenshots in public/images/screens/ (390 x 844 at 2x). */
const screen = { width: 390, height: 844 };

/** The app's screens (media/screens/, rendered to public/images/screens/), each with its alt text. */
const screenAlts = {
  "itinerary-map": m.home_screen_itinerary_map,
  "polls-votes": m.home_screen_polls_votes,
  "group-chat": m.home_screen_group_chat,
  "expense-split": m.home_screen_expense_split,
  "packing-list": m.home_screen_packing_list,
  "ai-suggestions": m.home_screen_ai_suggestions,
  "trip-idea-check": m.home_screen_trip_idea_check,
} as const;

export type ScreenName = keyof typeof screenAlts;

/**
 * One app screenshot (WebP with a PNG fallback) filling a PhoneFrame; lazy
 * unless it is above the fold. If it fails to load, a placeholder box says
 * so (spec §8).
 */
export function AppScreenshot({ name, eager = false }: { name: ScreenName; eager?: boolean }) {
  const locale = useLocale();
  const alt = screenAlts[name]({ name: siteConfig.name }, { locale });
  const [failed, setFailed] = useState(false);
  // The image may already have failed before hydration attached onError.
  const checkAlreadyFailed = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== "") setFailed(true);
  }, []);

  if (failed) {
    return (
      <div className="absolute inset-0 flex items-center justify-center bg-sand p-6 text-center">
        <p className="text-sm font-semibold text-ink-soft">
          {m.home_screen_placeholder({}, { locale })}
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
