import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { useRotation } from "~/lib/use-rotation";

/** The trip types the hero rotates through (spec §3), in order, as catalog messages. */
const tripTypeMessages = [
  m.home_trip_oktoberfest,
  m.home_trip_web_summit,
  m.home_trip_world_cup,
  m.home_trip_lollapalooza,
  m.home_trip_rio_carnival,
  m.home_trip_bachelorette,
  m.home_trip_ski,
  m.home_trip_bachelor,
  m.home_trip_hike,
  m.home_trip_tomorrowland,
  m.home_trip_offsite,
  m.home_trip_bikepacking,
  m.home_trip_concert,
  m.home_trip_golf,
  m.home_trip_surf,
  m.home_trip_french_open,
  m.home_trip_primavera,
  m.home_trip_tuscany,
  m.home_trip_berlin,
] as const;

/** The trip types in `locale` ("Oktoberfest", …; in German with their article: "die Wiesn", …). */
export function tripTypes(locale: Locale = "en"): string[] {
  return tripTypeMessages.map((message) => message({}, { locale }));
}

/**
 * "for <trip type>" under the hero headline, changing every 3 s (spec §4).
 *
 * - Decorative: aria-hidden, so the h1's accessible name stays fixed and
 *   screen readers are not interrupted every 3 s.
 * - No layout shift: every phrase is rendered in the same grid cell and only
 *   the current one is visible, so the line is always as tall as the longest.
 * - Static (the first item) without JavaScript and with reduced motion.
 */
export function RotatingPhrase({ items, className }: { items?: readonly string[]; className?: string }) {
  const locale = useLocale();
  const phrases = items ?? tripTypes(locale);
  const reducedMotion = useReducedMotion();
  const running = reducedMotion === false;
  const { index, visible } = useRotation(phrases.length, running);

  return (
    <p aria-hidden="true" className={cn("grid", className)}>
      {phrases.map((item, i) => {
        const current = i === index;
        return (
          <span key={item} className={cn("col-start-1 row-start-1 text-balance", !current && "invisible")}>
            <span className="text-ink">{m.home_hero_for({}, { locale })} </span>
            <span
              className={cn(
                "text-brand-strong transition-opacity duration-700 ease-out motion-reduce:transition-none",
                current && visible ? "opacity-100" : "opacity-0",
              )}
            >
              {item}
            </span>
          </span>
        );
      })}
    </p>
  );
}
