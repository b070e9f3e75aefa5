import { siteConfig } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import type { Locale } from "~/config/locales";

/** Size of the screenshots in public/images/screens/ (390 x 844 at 2x). */
const screen = { width: 390, height: 844 };

/** The app's screens (media/screens/, rendered to public/images/screens/), each with its alt text. */
const screenAlts = {
  "itinerary-map": (locale: Locale) => m.screen_itinerary_map({ name: siteConfig.name }, { locale }),
  "polls-votes": (locale: Locale) => m.screen_polls_votes({ name: siteConfig.name }, { locale }),
  "group-chat": (locale: Locale) => m.screen_group_chat({ name: siteConfig.name }, { locale }),
  "expense-split": (locale: Locale) => m.screen_expense_split({ name: siteConfig.name }, { locale }),
  "packing-list": (locale: Locale) => m.screen_packing_list({ name: siteConfig.name }, { locale }),
  "ai-suggestions": (locale: Locale) => m.screen_ai_suggestions({ name: siteConfig.name }, { locale }),
  "trip-idea-check": (locale: Locale) => m.screen_trip_idea_check({ name: siteConfig.name }, { locale }),
} as const;

export type ScreenName = keyof typeof screenAlts;

/**
 * One app screenshot (WebP with a PNG fallback) filling a PhoneFrame; lazy
 * unless it is above the fold. If it fails to load, the page's script puts a
 * placeholder box in its place that says so (spec §8;
 * src/scripts/home/screenshot-fallback.ts).
 */
export function AppScreenshot({ name, eager = false }: { name: ScreenName; eager?: boolean }) {
  const locale = useLocale();
  const alt = screenAlts[name](locale);
  return (
    <picture>
      <source srcSet={`/images/screens/${name}.webp`} type="image/webp" />
      <img
        src={`/images/screens/${name}.png`}
        alt={alt}
        width={screen.width}
        height={screen.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className="absolute inset-0 size-full object-cover object-top"
      />
    </picture>
  );
}
