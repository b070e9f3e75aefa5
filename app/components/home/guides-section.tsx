import {
  Bike,
  Footprints,
  LandPlot,
  MountainSnow,
  PartyPopper,
  Tent,
  Trophy,
  Wine,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Container, Eyebrow, Section } from "~/components/ui/container";
import { homeSections } from "~/config/site";
import { cn } from "~/lib/cn";

type Scheme = "violet" | "blue" | "pink" | "green" | "sky" | "emerald" | "orange" | "amber";

interface Guide {
  url: string;
  title: string;
  description: string;
  /** Drawn as SVG, not an emoji: it looks the same on every device, and needs no emoji font. */
  icon: LucideIcon;
  scheme: Scheme;
}

/** The eight planning guides (spec §2, "How To?"), in this order. */
const guides: Guide[] = [
  {
    url: "/music-festival-trip",
    title: "Music festival trip",
    description: "Tickets, tents or a hotel, and a budget the whole crew signs off on.",
    icon: Tent,
    scheme: "violet",
  },
  {
    url: "/bachelor-party-planning",
    title: "Bachelor party",
    description: "A weekend the groom will talk about for years, planned in one place.",
    icon: Wine,
    scheme: "blue",
  },
  {
    url: "/bachelorette-party-planning",
    title: "Bachelorette party",
    description: "Dates, the house, the dinner and the surprises, agreed without the chaos.",
    icon: PartyPopper,
    scheme: "pink",
  },
  {
    url: "/bikepacking-eurovelo-trip",
    title: "Bikepacking on EuroVelo",
    description: "Stages, overnight stops and kit for a long ride with friends.",
    icon: Bike,
    scheme: "green",
  },
  {
    url: "/ski-trip-planning",
    title: "Ski trip",
    description: "Resort, chalet, lift passes and rentals for the whole group.",
    icon: MountainSnow,
    scheme: "sky",
  },
  {
    url: "/golf-trip-planning",
    title: "Golf trip",
    description: "Courses, tee times and the nineteenth hole, sorted before you fly.",
    icon: LandPlot,
    scheme: "emerald",
  },
  {
    url: "/world-cup-2026-trip",
    title: "World Cup 2026",
    description: "Host cities, match tickets, visas and a budget for the tournament.",
    icon: Trophy,
    scheme: "orange",
  },
  {
    url: "/hiking-weekend-trip",
    title: "Hiking weekend",
    description: "Trails, huts, the packing list and a weather window for the weekend.",
    icon: Footprints,
    scheme: "amber",
  },
];

const schemes: Record<Scheme, { tile: string; icon: string }> = {
  violet: { tile: "hover:border-violet-300", icon: "bg-violet-100 text-violet-700" },
  blue: { tile: "hover:border-blue-300", icon: "bg-blue-100 text-blue-700" },
  pink: { tile: "hover:border-pink-300", icon: "bg-pink-100 text-pink-700" },
  green: { tile: "hover:border-green-300", icon: "bg-green-100 text-green-700" },
  sky: { tile: "hover:border-sky-300", icon: "bg-sky-100 text-sky-700" },
  emerald: { tile: "hover:border-emerald-300", icon: "bg-emerald-100 text-emerald-700" },
  orange: { tile: "hover:border-orange-300", icon: "bg-orange-100 text-orange-700" },
  amber: { tile: "hover:border-amber-300", icon: "bg-amber-100 text-amber-700" },
};

/** "How To?": the planning guides, one tile each. */
export function GuidesSection() {
  return (
    <Section
      id={homeSections.guides}
      aria-labelledby="guides-title"
      tone="canvas"
      className="render-when-near [--section-height:1500px] md:[--section-height:1260px] lg:[--section-height:810px]"
    >
      <Container>
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <Eyebrow>Planning guides</Eyebrow>
            <h2 id="guides-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              How To?
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ink-soft">
              Step-by-step guides for the trips friends plan most: what to book first, what it costs and what groups
              tend to forget.
            </p>
          </div>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {guides.map((guide) => {
            const scheme = schemes[guide.scheme];
            return (
              <li key={guide.url}>
                <Link
                  to={guide.url}
                  className={cn(
                    "group grid h-full grid-cols-[auto_1fr] content-start gap-x-4 rounded-card border border-line bg-surface p-5 shadow-card transition duration-200 hover:-translate-y-1 hover:shadow-lift sm:flex sm:flex-col sm:p-6",
                    scheme.tile,
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "row-span-2 flex size-12 items-center justify-center rounded-2xl sm:size-14",
                      scheme.icon,
                    )}
                  >
                    <guide.icon className="size-6 sm:size-7" strokeWidth={1.75} />
                  </span>
                  <span className="text-lg font-bold sm:mt-5">{guide.title}</span>
                  <span className="mt-1 leading-relaxed text-ink-soft sm:mt-1.5">{guide.description}</span>
                  <span className="mt-auto hidden items-center gap-1.5 pt-5 text-sm font-bold text-brand-strong sm:flex">
                    Read the guide
                    <svg
                      width="16"
                      height="16"
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      className="transition-transform group-hover:translate-x-1"
                    >
                      <path d="M5 12h14M13 6l6 6-6 6" />
                    </svg>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}
