import { CalendarPlus } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { cn } from "~/lib/cn";
import { formatContentDate } from "~/lib/dates";
import { editionPhase, targetInstant } from "~/lib/countdown";
import type { Locale } from "~/config/locales";
import { slot, withParts } from "~/lib/rich-text";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

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

/** The number's size: four digits of days (a countdown years ahead) step down a size to keep room in their box (countdown.ts). */
const digitClasses = "block font-extrabold tabular-nums";
const narrowDigits = "text-3xl sm:text-5xl";
const wideDigits = "text-2xl leading-9 sm:text-4xl sm:leading-[3rem]";

const units = [
  ["days", (locale: Locale) => m.countdown_days({}, { locale })],
  ["hours", (locale: Locale) => m.countdown_hours({}, { locale })],
  ["minutes", (locale: Locale) => m.countdown_minutes({}, { locale })],
  ["seconds", (locale: Locale) => m.countdown_seconds({}, { locale })],
] as const;

/** The next edition a page plans, as its organizer published it (frontmatter `event`). */
export interface Edition {
  name: string;
  startDate: string;
  endDate: string;
  /** The organizer's page for the event, where the next edition is announced. */
  url: string;
}

/**
 * Days, hours, minutes and seconds to the start of the page's next edition
 * (spec sections 3 and 4; decisions.md, "Event pages plan the next edition"),
 * with a button that downloads its dates as a calendar file. It counts to
 * midnight UTC of the first day: the date the sentence below it names, the
 * Event data's startDate.
 *
 * Rendered at build for the clock `reference`: before the start, the numbers
 * show dashes (never zeros) until the page's script (Countdown.astro,
 * countdown.ts) writes the visitor's own countdown into them every second;
 * from the start on, one line says the edition is under way, or over, and that
 * the organizer's site has the next one. The ticking numbers are hidden from
 * screen readers, which read the sentence below them once.
 */
export function Countdown({
  edition,
  scheme,
  label,
  reference,
  calendar,
}: {
  edition: Edition;
  scheme: CountdownScheme;
  /** What starts then, e.g. "Oktoberfest 2027 opens". */
  label: string;
  /** The day (YYYY-MM-DD) the view is rendered at: the content's revision date, or a phase's first day. */
  reference: string;
  /** Site path of the edition's calendar file ("/calendar/<slug>.ics"). */
  calendar: string;
}) {
  const locale = useLocale();
  const phase = editionPhase(edition, targetInstant(reference));
  if (phase !== "upcoming") return <EditionUnderWayOrOver edition={edition} phase={phase} locale={locale} />;

  return (
    <section
      aria-label={m.countdown_label({}, { locale })}
      className={cn("rounded-card bg-gradient-to-br p-6 text-white shadow-card sm:p-8", countdownGradients[scheme])}
    >
      <p className="text-sm font-bold tracking-[0.14em] uppercase opacity-90">{m.countdown_label({}, { locale })}</p>
      <div aria-hidden="true" className="mt-4 grid grid-cols-4 gap-2 sm:gap-4">
        {units.map(([key, name]) => (
          <div key={key} className="rounded-2xl bg-white/15 px-1 py-3 text-center backdrop-blur-sm">
            {/* The page's script (src/components/guides/countdown.ts) writes the visitor's countdown here and resizes it. */}
            <span
              className={cn(digitClasses, narrowDigits)}
              data-countdown-unit={key}
              data-narrow={narrowDigits}
              data-wide={wideDigits}
            >
              --
            </span>
            <span className="mt-1 block text-xs font-semibold tracking-wide uppercase opacity-90">{name(locale)}</span>
          </div>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-4">
        <p className="text-[0.95rem] leading-relaxed">
          {label}: <time dateTime={edition.startDate}>{formatContentDate(edition.startDate, locale)}</time>.
        </p>
        <a
          href={calendar}
          download={calendar.split("/").at(-1)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2 text-[0.95rem] font-bold text-ink shadow-sm transition-colors hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          {m.countdown_add_to_calendar({}, { locale })}
        </a>
      </div>
    </section>
  );
}

/** The line that replaces the countdown once the edition has begun. */
function EditionUnderWayOrOver({
  edition,
  phase,
  locale,
}: {
  edition: Edition;
  phase: "under-way" | "over";
  locale: Locale;
}) {
  const start = <time dateTime={edition.startDate}>{formatContentDate(edition.startDate, locale)}</time>;
  const end = <time dateTime={edition.endDate}>{formatContentDate(edition.endDate, locale)}</time>;
  const inputs = { name: edition.name, start: slot("start"), end: slot("end") };
  const sentence =
    phase === "under-way" ? m.countdown_under_way(inputs, { locale }) : m.countdown_over(inputs, { locale });
  const link = (
    <ExternalLink href={edition.url} className="font-semibold text-brand-strong underline underline-offset-2">
      {m.countdown_organizer_site({}, { locale })}
    </ExternalLink>
  );
  return (
    <p className="rounded-card border border-line bg-surface p-5 text-[1.0625rem] leading-relaxed text-ink-soft sm:p-6">
      {withParts(sentence, { start, end })}{" "}
      {withParts(m.countdown_next_edition({ link: slot("link") }, { locale }), { link })}
    </p>
  );
}
