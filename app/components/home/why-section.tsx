import { Bell, CalendarDays, Clock, Sparkles, Users, Wallet } from "lucide-react";
import { Card } from "~/components/ui/container";
import { TitledSection } from "~/components/ui/section-header";
import { bestGroupSize, claims } from "~/config/claims";
import { homeSections, siteConfig } from "~/config/site";
import type { Locale } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The marketing claims of spec §1, as figures: the figure, then what it measures. */
function stats(locale: Locale): [figure: string, meaning: string][] {
  const o = { locale };
  return [
    [m.home_why_stat_seconds({ seconds: claims.ideaToPlanSeconds }, o), m.home_why_stat_plan({}, o)],
    [
      m.home_why_stat_seconds({ seconds: claims.aiPlannerSeconds }, o),
      m.home_why_stat_ai({ hours: claims.byHandHours }, o),
    ],
    [bestGroupSize, m.home_why_stat_group({ large: claims.largeGroupSize }, o)],
    [`${claims.oktoberfestGroups}+`, m.home_why_stat_oktoberfest({ name: siteConfig.name }, o)],
  ];
}

/** The six cards (spec §2, "Why {product}"), in order: title, text and icon. */
const reasons = [
  [m.home_why_itineraries_title, m.home_why_itineraries_text, CalendarDays],
  [m.home_why_coordination_title, m.home_why_coordination_text, Users],
  [m.home_why_scheduling_title, m.home_why_scheduling_text, Clock],
  [m.home_why_expenses_title, m.home_why_expenses_text, Wallet],
  [m.home_why_ai_title, m.home_why_ai_text, Sparkles],
  [m.home_why_notified_title, m.home_why_notified_text, Bell],
] as const;

/** How it works: the figures behind the claims and the six reasons groups use the app. */
export function WhySection() {
  const locale = useLocale();
  return (
    <TitledSection
      id={homeSections.howItWorks}
      tone="sand"
      className="render-when-near"
      eyebrow={m.home_why_eyebrow({}, { locale })}
      title={m.home_why_title({ name: siteConfig.name }, { locale })}
      lead={m.home_why_lead({}, { locale })}
    >
      <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:grid-cols-4">
        {stats(locale).map(([figure, meaning]) => (
          <div key={figure} className="flex flex-col-reverse justify-end bg-surface p-5 sm:p-7">
            <dt className="mt-2 text-sm leading-snug hyphens-auto text-ink-soft sm:text-[0.95rem]">{meaning}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-strong sm:text-4xl">{figure}</dd>
          </div>
        ))}
      </dl>

      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(([title, text, Icon]) => (
          <li key={title({}, { locale: "en" })}>
            <Card className="h-full sm:p-7">
              <div className="flex items-center gap-4 sm:block">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-tint text-brand-strong">
                  <Icon size={26} strokeWidth={1.9} />
                </span>
                <h3 className="text-xl font-bold hyphens-auto sm:mt-5">{title({}, { locale })}</h3>
              </div>
              <p className="mt-2 leading-relaxed text-ink-soft">{text({}, { locale })}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
