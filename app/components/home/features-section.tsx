import { AppScreenshot, type ScreenName } from "~/components/ui/app-screenshot";
import { PhoneFrame } from "~/components/ui/phone-frame";
import { TitledSection } from "~/components/ui/section-header";
import { claims } from "~/config/claims";
import { homeSections, siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";

interface Feature {
  screen: ScreenName;
  label: string;
  title: string;
  text: string;
  /** Card background. */
  tone: string;
}

/** The seven highlighted features (spec §2, "Why {product}?"), in order. */
const features: Feature[] = [
  {
    screen: "itinerary-map",
    label: "Itinerary & map",
    title: "One itinerary, one map, the whole group on the same page",
    text: "Every booking, activity and dinner reservation lands in a day-by-day plan and on a shared map. Drop in screenshots of your bookings and they become part of the trip; check the forecast for each day and share your location when the group splits up.",
    tone: "bg-linear-to-br from-brand-tint to-[#fff4e6]",
  },
  {
    screen: "polls-votes",
    label: "Polls & votes",
    title: "Decide without the 200-message thread",
    text: "Put the dates, the apartment or Saturday night to a vote. Everyone votes and comments in one place, and the answer is there for all to see.",
    tone: "bg-linear-to-br from-lagoon-tint to-[#effcf8]",
  },
  {
    screen: "group-chat",
    label: "Group chat",
    title: "A chat that sits right next to the plan",
    text: "Talk it through in the trip's own chat, so the address and the meeting point never drown in memes. Notifications tell people when the group needs their input.",
    tone: "bg-linear-to-br from-sky-100 to-sky-50",
  },
  {
    screen: "expense-split",
    label: "Expense split",
    title: "Split costs as you go, settle up without awkwardness",
    text: "Log who paid for the cabin, the fuel and the late-night pizza. The expense tracker splits the costs, so nobody keeps a spreadsheet or chases anyone after the trip.",
    tone: "bg-linear-to-br from-amber-100 to-amber-50",
  },
  {
    screen: "packing-list",
    label: "Packing list",
    title: "A packing list that knows where you're going",
    text: "The AI packing list starts from the destination, the season and what you'll be doing. Tick things off as they go in the bag.",
    tone: "bg-linear-to-br from-rose-100 to-rose-50",
  },
  {
    screen: "ai-suggestions",
    label: "AI suggestions",
    title: "Suggestions that fit your group, not just anyone",
    text: `Hotels, restaurants, coffee spots and activities chosen for your group's preferences, budget, food and size. The AI planner adds places to the plan in about ${claims.aiPlannerSeconds} seconds: work that takes ${claims.byHandHours} hours of open tabs by hand.`,
    tone: "bg-linear-to-br from-violet-100 to-violet-50",
  },
  {
    screen: "trip-idea-check",
    label: "Trip idea check",
    title: "Check the idea before anyone books",
    text: "Ask the AI whether the plan holds up: budget, weather, logistics, destination and season. Find the snags while they are still cheap to fix.",
    tone: "bg-linear-to-br from-emerald-100 to-emerald-50",
  },
];

function FeatureCard({ feature, number, wide }: { feature: Feature; number: number; wide: boolean }) {
  return (
    <li
      className={cn(
        "relative flex flex-col overflow-hidden rounded-[1.75rem] ring-1 ring-black/5",
        feature.tone,
        wide && "md:col-span-2 lg:grid lg:grid-cols-2 lg:items-center",
      )}
    >
      <div className={cn("px-7 pt-8 sm:px-9 sm:pt-10", wide && "lg:py-14 lg:pr-0 lg:pl-14")}>
        <p className="flex items-center gap-3 text-sm font-bold text-ink-soft">
          <span
            aria-hidden="true"
            className="inline-flex h-7 min-w-9 items-center justify-center rounded-pill bg-white/80 px-2 font-extrabold text-brand-strong tabular-nums shadow-card"
          >
            {String(number).padStart(2, "0")}
          </span>
          {feature.label}
        </p>
        <h3
          className={cn(
            "mt-4 text-2xl leading-tight font-extrabold tracking-tight text-balance",
            wide && "lg:text-[2.1rem]",
          )}
        >
          {feature.title}
        </h3>
        <p className={cn("mt-3 leading-relaxed text-ink-soft", wide && "lg:text-lg")}>{feature.text}</p>
      </div>
      <div
        className={cn(
          "mt-auto flex h-[21rem] justify-center overflow-hidden pt-8 sm:h-[23rem]",
          wide && "lg:h-[30rem] lg:items-start lg:pt-12",
        )}
      >
        <PhoneFrame className={cn("w-[15.5rem] shrink-0 sm:w-[16.5rem]", wide && "lg:w-[19rem]")}>
          <AppScreenshot name={feature.screen} />
        </PhoneFrame>
      </div>
    </li>
  );
}

/** "Why {product}?": the seven highlighted features, numbered, each with its screen. */
export function FeaturesSection() {
  return (
    <TitledSection
      id={homeSections.features}
      tone="surface"
      className="render-when-near"
      eyebrow="Features"
      title={`Why ${siteConfig.name}?`}
      lead={`Group trips rarely fail for lack of ideas. They stall in a chat where the dates, the links and the money are scattered across a hundred messages. ${siteConfig.name} gives each trip one home, with seven tools built for planning as a group.`}
    >
      <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:gap-6">
        {features.map((feature, i) => (
          <FeatureCard key={feature.screen} feature={feature} number={i + 1} wide={i === 0} />
        ))}
      </ol>
    </TitledSection>
  );
}
