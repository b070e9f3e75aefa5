import { Bell, CalendarDays, Clock, Sparkles, Users, Wallet, type LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/container";
import { TitledSection } from "~/components/ui/section-header";
import { bestGroupSize, claims } from "~/config/claims";
import { homeSections, siteConfig } from "~/config/site";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The marketing claims of spec §1, as figures: the figure, then what it measures. */
function stats(locale: Locale): [figure: string, meaning: string][] {
  const l = { locale };
  return [
    [m.why_stat_idea_figure({ seconds: String(claims.ideaToPlanSeconds) }, l), m.why_stat_idea({}, l)],
    [
      m.why_stat_idea_figure({ seconds: String(claims.aiPlannerSeconds) }, l),
      m.why_stat_ai({ hours: String(claims.byHandHours) }, l),
    ],
    [bestGroupSize, m.why_stat_size({ large: String(claims.largeGroupSize) }, l)],
    [`${claims.oktoberfestGroups}+`, m.why_stat_oktoberfest({ name: siteConfig.name }, l)],
  ];
}

interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

function reasons(locale: Locale): Reason[] {
  const l = { locale };
  return [
    { title: m.why_itineraries_title({}, l), text: m.why_itineraries_text({}, l), icon: CalendarDays },
    { title: m.why_coordination_title({}, l), text: m.why_coordination_text({}, l), icon: Users },
    { title: m.why_scheduling_title({}, l), text: m.why_scheduling_text({}, l), icon: Clock },
    { title: m.why_expenses_title({}, l), text: m.why_expenses_text({}, l), icon: Wallet },
    { title: m.why_ai_title({}, l), text: m.why_ai_text({}, l), icon: Sparkles },
    { title: m.why_notified_title({}, l), text: m.why_notified_text({}, l), icon: Bell },
  ];
}

export function WhySection() {
  const locale = useLocale();
  return (
    <TitledSection
      id={homeSections.howItWorks}
      tone="sand"
      className="render-when-near"
      eyebrow={m.why_eyebrow({}, { locale })}
      title={m.why_title({ name: siteConfig.name }, { locale })}
      lead={m.why_lead({}, { locale })}
    >
      <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:grid-cols-4">
        {stats(locale).map(([figure, meaning]) => (
          <div key={figure} className="flex flex-col-reverse justify-end bg-surface p-5 sm:p-7">
            <dt className="mt-2 text-sm leading-snug text-ink-soft sm:text-[0.95rem]">{meaning}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-strong sm:text-4xl">{figure}</dd>
          </div>
        ))}
      </dl>

      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons(locale).map((reason) => (
          <li key={reason.title}>
            <Card className="h-full sm:p-7">
              <div className="flex items-center gap-4 sm:block">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-tint text-brand-strong">
                  <reason.icon size={26} strokeWidth={1.9} />
                </span>
                <h3 className="text-xl font-bold sm:mt-5">{reason.title}</h3>
              </div>
              <p className="mt-2 leading-relaxed text-ink-soft">{reason.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
