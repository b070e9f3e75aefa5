import type { ReactNode } from "react";
import { Container, Eyebrow, Section } from "~/components/ui/container";
import { homeSections, siteConfig } from "~/config/site";

interface Stat {
  value: string;
  label: string;
}

/** The marketing claims of spec §1, as figures. */
const stats: Stat[] = [
  { value: "60 sec", label: "from a group idea to a shared trip plan" },
  { value: "10 sec", label: "for the AI planner to add places and activities, instead of 2 hours" },
  { value: "3–20", label: "friends is the sweet spot, and groups of 50+ are supported" },
  { value: "300+", label: `friend groups have planned an Oktoberfest trip with ${siteConfig.name}` },
];

interface Reason {
  title: string;
  text: string;
  icon: ReactNode;
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.9,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** The six cards (spec §2, "Why Wayfellow"), in order. */
const reasons: Reason[] = [
  {
    title: "Easy Itineraries",
    text: "Start from a rough idea or from screenshots of your bookings. Days, places and times come together in one plan everyone can open.",
    icon: (
      <g {...stroke}>
        <rect x="3.5" y="5" width="17" height="15.5" rx="3" />
        <path d="M3.5 10h17M8 3v4M16 3v4M8 14h4M8 17h7" />
      </g>
    ),
  },
  {
    title: "Group Coordination",
    text: "Invite the group with one shareable link. Everyone logs in to join, so the plan always knows who's coming. No limits on group size.",
    icon: (
      <g {...stroke}>
        <circle cx="9" cy="8.5" r="3.2" />
        <path d="M3.5 19c.7-3 2.9-4.8 5.5-4.8s4.8 1.8 5.5 4.8" />
        <circle cx="17" cy="9.5" r="2.5" />
        <path d="M16 14.4c2.4-.3 4 1.2 4.6 4.1" />
      </g>
    ),
  },
  {
    title: "Simple Scheduling",
    text: "Put the dates and the plans to a vote instead of scrolling back to find who said what. Everyone sees the result.",
    icon: (
      <g {...stroke}>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </g>
    ),
  },
  {
    title: "Expense Tracking",
    text: "Record shared costs as they happen and let the app split them. The numbers stay clear until the last coffee is paid.",
    icon: (
      <g {...stroke}>
        <path d="M4 8V7a2.5 2.5 0 0 1 2.5-2.5H16V8" />
        <rect x="4" y="8" width="16" height="12" rx="2.5" />
        <path d="M15.5 14h.01" />
      </g>
    ),
  },
  {
    title: "Smart AI Suggestions",
    text: "Hotels, restaurants, coffee spots and activities matched to your group's preferences, budget, food tastes and size.",
    icon: (
      <g {...stroke}>
        <path d="M12 3.5 13.9 8l4.6 1.9-4.6 1.9L12 16.3l-1.9-4.5L5.5 9.9 10.1 8z" />
        <path d="M18.5 15.5l.8 1.9 1.7.7-1.7.8-.8 1.8-.8-1.8-1.7-.8 1.7-.7z" />
      </g>
    ),
  },
  {
    title: "Stay Notified",
    text: "A nudge when a poll needs your vote or a plan changes, so nobody misses a decision and nobody has to chase.",
    icon: (
      <g {...stroke}>
        <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
        <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
      </g>
    ),
  },
];

/** How it works: the figures behind the claims and the six reasons groups use the app. */
export function WhySection() {
  return (
    <Section
      id={homeSections.howItWorks}
      aria-labelledby="why-title"
      tone="sand"
      className="render-when-near [--section-height:2000px] md:[--section-height:1440px] lg:[--section-height:1000px]"
    >
      <Container>
        <div className="max-w-3xl">
          <Eyebrow className="text-brand-deep!">How it works</Eyebrow>
          <h2 id="why-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Why {siteConfig.name} gets groups from talk to booked
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">
            Someone has an idea, shares one link, and the group plans together: voting, chatting and splitting costs in
            the same place. It is free, with no limits on group size, trips or features.
          </p>
        </div>

        <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse justify-end bg-surface p-5 sm:p-7">
              <dt className="mt-2 text-sm leading-snug text-ink-soft sm:text-[0.95rem]">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-strong sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-7">
              <div className="flex items-center gap-4 sm:block">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-tint text-brand-strong">
                  <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    {reason.icon}
                  </svg>
                </span>
                <h3 className="text-xl font-bold sm:mt-5">{reason.title}</h3>
              </div>
              <p className="mt-2 leading-relaxed text-ink-soft">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
