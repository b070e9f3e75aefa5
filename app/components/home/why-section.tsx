import { Bell, CalendarDays, Clock, Sparkles, Users, Wallet, type LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/container";
import { TitledSection } from "~/components/ui/section-header";
import { bestGroupSize, claims } from "~/config/claims";
import { homeSections, siteConfig } from "~/config/site";

/** The marketing claims of spec §1, as figures: the figure, then what it measures. */
const stats: [figure: string, meaning: string][] = [
  [`${claims.ideaToPlanSeconds} sec`, "from a group idea to a shared trip plan"],
  [
    `${claims.aiPlannerSeconds} sec`,
    `for the AI planner to add places and activities, instead of ${claims.byHandHours} hours`,
  ],
  [bestGroupSize, `friends is the sweet spot, and groups of ${claims.largeGroupSize}+ are supported`],
  [`${claims.oktoberfestGroups}+`, `friend groups have planned an Oktoberfest trip with ${siteConfig.name}`],
];

interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The six cards (spec §2, "Why {product}"), in order. */
const reasons: Reason[] = [
  {
    title: "Easy Itineraries",
    text: "Start from a rough idea or from screenshots of your bookings. Days, places and times come together in one plan everyone can open.",
    icon: CalendarDays,
  },
  {
    title: "Group Coordination",
    text: "Invite the group with one shareable link. Everyone logs in to join, so the plan always knows who's coming. No limits on group size.",
    icon: Users,
  },
  {
    title: "Simple Scheduling",
    text: "Put the dates and the plans to a vote instead of scrolling back to find who said what. Everyone sees the result.",
    icon: Clock,
  },
  {
    title: "Expense Tracking",
    text: "Record shared costs as they happen and let the app split them. The numbers stay clear until the last coffee is paid.",
    icon: Wallet,
  },
  {
    title: "Smart AI Suggestions",
    text: "Hotels, restaurants, coffee spots and activities matched to your group's preferences, budget, food tastes and size.",
    icon: Sparkles,
  },
  {
    title: "Stay Notified",
    text: "A nudge when a poll needs your vote or a plan changes, so nobody misses a decision and nobody has to chase.",
    icon: Bell,
  },
];

/** How it works: the figures behind the claims and the six reasons groups use the app. */
export function WhySection() {
  return (
    <TitledSection
      id={homeSections.howItWorks}
      tone="sand"
      className="render-when-near"
      eyebrow="How it works"
      title={`Why ${siteConfig.name}`}
      lead="Someone has an idea, shares one link, and the group plans together: voting, chatting and splitting costs in the same place. It is free, with no limits on group size, trips or features."
    >
      <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:grid-cols-4">
        {stats.map(([figure, meaning]) => (
          <div key={figure} className="flex flex-col-reverse justify-end bg-surface p-5 sm:p-7">
            <dt className="mt-2 text-sm leading-snug text-ink-soft sm:text-[0.95rem]">{meaning}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-strong sm:text-4xl">{figure}</dd>
          </div>
        ))}
      </dl>

      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
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
