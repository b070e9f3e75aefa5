import { useEffect, useState } from "react";
import { timings } from "~/config/constants";
import { cn } from "~/lib/cn";
import { countdownParts, targetInstant, type CountdownParts } from "~/lib/countdown";

export type CountdownScheme = "blue" | "green" | "purple" | "orange" | "worldcup";

/** The five colour schemes of spec section 3. */
export const countdownGradients: Record<CountdownScheme, string> = {
  // Every stop keeps white text at 4.5:1 or more.
  blue: "from-blue-800 to-sky-700",
  green: "from-emerald-800 to-teal-700",
  purple: "from-violet-800 to-fuchsia-800",
  orange: "from-orange-800 to-amber-800",
  worldcup: "from-[#0b3d2e] via-[#14532d] to-[#9f1239]",
};

const units = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * Days, hours, minutes and seconds to `target` (spec sections 3 and 4),
 * recomputed every second; zeros and words once it has passed (decisions.md,
 * "Past events").
 *
 * The prerendered HTML must not change from build to build, so it counts
 * from `reference` (the content's revision date): a target before it is past
 * for good and shows zeros; a later one shows dashes until the page has
 * hydrated and the visitor's clock takes over. The ticking numbers are hidden
 * from screen readers, which read the sentence below them once.
 */
export function Countdown({
  target,
  scheme,
  label,
  reference,
}: {
  target: string;
  scheme: CountdownScheme;
  /** What starts at the target, e.g. "The 2026 FIFA World Cup opening match". */
  label: string;
  reference: string;
}) {
  const instant = targetInstant(target);
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, timings.countdownRefreshMs);
    return () => window.clearInterval(timer);
  }, []);

  const parts: CountdownParts | null = now
    ? countdownParts(instant, now)
    : instant <= targetInstant(reference)
      ? countdownParts(instant, instant)
      : null;
  const past = parts?.past ?? false;
  const date = longDate.format(instant);

  return (
    <section
      aria-label="Countdown"
      className={cn("rounded-card bg-gradient-to-br p-6 text-white shadow-card sm:p-8", countdownGradients[scheme])}
    >
      <p className="text-sm font-bold tracking-[0.14em] uppercase opacity-90">
        {past ? "This edition has taken place" : "Countdown"}
      </p>
      <div aria-hidden="true" className="mt-4 grid grid-cols-4 gap-2 sm:gap-4">
        {units.map(([key, name]) => (
          <div key={key} className="rounded-2xl bg-white/15 px-1 py-3 text-center backdrop-blur-sm">
            <span className="block text-3xl font-extrabold tabular-nums sm:text-5xl">
              {parts ? String(parts[key]).padStart(2, "0") : "--"}
            </span>
            <span className="mt-1 block text-xs font-semibold tracking-wide uppercase opacity-90">{name}</span>
          </div>
        ))}
      </div>
      <p className="mt-4 text-[0.95rem] leading-relaxed">
        {past
          ? `${label} was on ${date}. This edition has taken place; the guide below still plans the next one.`
          : `${label}: ${date}.`}
      </p>
    </section>
  );
}
