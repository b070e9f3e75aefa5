import { Pause, Play } from "lucide-react";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

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

/**
 * Pause and play for the rotation (WCAG 2.2.2: what changes by itself for more than five seconds can
 * be stopped). It sits in the gap under the phrase, out of the flow, so the hero keeps its layout;
 * it stays invisible until the page's script runs the rotation (not without JavaScript, not with
 * reduced motion), then says Pause or Play, in the page's language, from its data- attributes.
 */
export function RotationToggle() {
  const locale = useLocale();
  const pause = m.hero_rotation_pause({}, { locale });
  return (
    <button
      type="button"
      data-rotation-toggle=""
      aria-label={m.hero_rotation_pause_label({}, { locale })}
      data-text-pause={pause}
      data-text-play={m.hero_rotation_play({}, { locale })}
      data-label-pause={m.hero_rotation_pause_label({}, { locale })}
      data-label-play={m.hero_rotation_play_label({}, { locale })}
      className="invisible absolute top-full left-0 -ml-2 inline-flex h-6 items-center gap-1.5 rounded-full px-2 text-sm font-semibold tracking-normal text-ink-soft transition-colors hover:bg-sand hover:text-ink"
    >
      <Pause size={12} fill="currentColor" aria-hidden="true" data-icon="pause" />
      {/* The page script shows it, and hides Pause, while the rotation is paused. */}
      <Play size={12} fill="currentColor" aria-hidden="true" data-icon="play" />
      <span data-toggle-text="">{pause}</span>
    </button>
  );
}
