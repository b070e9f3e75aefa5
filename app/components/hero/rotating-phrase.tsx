import { cn } from "~/lib/cn";

/** The trip types the hero rotates through (spec §3), in order. */
export const tripTypes: readonly string[] = [
  "Oktoberfest",
  "WebSummit",
  "FIFA World Cup",
  "Lollapalooza Festival",
  "Rio de Janeiro Carnival",
  "Bachelorette Party",
  "Skiing Vacation",
  "Bachelor Party",
  "Weekend Hike",
  "Tomorrowland",
  "Team Offsite",
  "Bikepacking",
  "Taylor Swift Concert",
  "Golf Trip",
  "Surf Vacay",
  "French Open Weekend",
  "Primavera Sound",
  "Wine Tasting in Tuscany",
  "Berlin Clubbing",
];

/**
 * "for <trip type>" under the hero headline, changing every 3 s (spec §4).
 *
 * - Decorative: aria-hidden, so the h1's accessible name stays fixed and
 *   screen readers are not interrupted every 3 s.
 * - No layout shift: every phrase is rendered in the same grid cell and only
 *   the current one is visible, so the line is always as tall as the longest.
 * - Static (the first item) without JavaScript and with reduced motion.
 *
 * Rendered at build with the first phrase showing; the page's script
 * (src/scripts/home/rotating-phrase.ts) runs the rotation.
 */
export function RotatingPhrase({
  items = tripTypes,
  lead = "for",
  className,
}: {
  items?: readonly string[];
  /** The word before each phrase, in the page's language ("for", "für"). */
  lead?: string;
  className?: string;
}) {
  return (
    <p aria-hidden="true" data-rotating-phrase="" className={cn("grid", className)}>
      {items.map((item, i) => {
        const current = i === 0;
        return (
          <span key={item} className={cn("col-start-1 row-start-1 text-balance", !current && "invisible")}>
            <span className="text-ink">{lead} </span>
            <span
              data-phrase=""
              className={cn(
                "text-brand-strong transition-opacity duration-700 ease-out motion-reduce:transition-none",
                current ? "opacity-100" : "opacity-0",
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
