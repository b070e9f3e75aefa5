import { Container, Eyebrow, Section } from "~/components/ui/container";
import { AppScreenshot } from "~/components/ui/app-screenshot";
import { PhoneFrame } from "~/components/ui/phone-frame";
import { homeSections, siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";

interface Feature {
  /** File name of the screenshot in public/images/screens/. */
  screen: string;
  label: string;
  title: string;
  text: string;
  alt: string;
  /** Card background. */
  tone: string;
}

/** The seven highlighted features (spec §2, "Why Wayfellow?"), in order. */
const features: Feature[] = [
  {
    screen: "itinerary-map",
    label: "Itinerary & map",
    title: "One itinerary, one map, the whole group on the same page",
    text: "Every booking, activity and dinner reservation lands in a day-by-day plan and on a shared map. Drop in screenshots of your bookings and they become part of the trip; check the forecast for each day and share your location when the group splits up.",
    alt: "Wayfellow itinerary screen: a day-by-day plan with the stops pinned on a map",
    tone: "bg-linear-to-br from-brand-tint to-[#fff4e6]",
  },
  {
    screen: "polls-votes",
    label: "Polls & votes",
    title: "Decide without the 200-message thread",
    text: "Put the dates, the apartment or Saturday night to a vote. Everyone votes and comments in one place, and the answer is there for all to see.",
    alt: "Wayfellow poll screen: friends voting on options for the trip",
    tone: "bg-linear-to-br from-lagoon-tint to-[#effcf8]",
  },
  {
    screen: "group-chat",
    label: "Group chat",
    title: "A chat that sits right next to the plan",
    text: "Talk it through in the trip's own chat, so the address and the meeting point never drown in memes. Notifications tell people when the group needs their input.",
    alt: "Wayfellow trip chat screen with messages from the group",
    tone: "bg-linear-to-br from-sky-100 to-sky-50",
  },
  {
    screen: "expense-split",
    label: "Expense split",
    title: "Split costs as you go, settle up without awkwardness",
    text: "Log who paid for the cabin, the fuel and the late-night pizza. The expense tracker splits the costs, so nobody keeps a spreadsheet or chases anyone after the trip.",
    alt: "Wayfellow expenses screen: shared costs and how they are split",
    tone: "bg-linear-to-br from-amber-100 to-amber-50",
  },
  {
    screen: "packing-list",
    label: "Packing list",
    title: "A packing list that knows where you're going",
    text: "The AI packing list starts from the destination, the season and what you'll be doing. Tick things off as they go in the bag.",
    alt: "Wayfellow packing list screen with items to tick off",
    tone: "bg-linear-to-br from-rose-100 to-rose-50",
  },
  {
    screen: "ai-suggestions",
    label: "AI suggestions",
    title: "Suggestions that fit your group, not just anyone",
    text: "Hotels, restaurants, coffee spots and activities chosen for your group's preferences, budget, food and size. The AI planner adds places to the plan in about 10 seconds: work that takes two hours of open tabs by hand.",
    alt: "Wayfellow AI suggestions screen: places recommended for the group",
    tone: "bg-linear-to-br from-violet-100 to-violet-50",
  },
  {
    screen: "trip-idea-check",
    label: "Trip idea check",
    title: "Check the idea before anyone books",
    text: "Ask the AI whether the plan holds up: budget, weather, logistics, destination and season. Find the snags while they are still cheap to fix.",
    alt: "Wayfellow trip idea check screen: an AI review of a trip's budget, weather and logistics",
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
          <AppScreenshot name={feature.screen} alt={feature.alt} />
        </PhoneFrame>
      </div>
    </li>
  );
}

/** "Why Wayfellow?": the seven highlighted features, numbered, each with its screen. */
export function FeaturesSection() {
  return (
    <Section
      id={homeSections.features}
      aria-labelledby="features-title"
      tone="surface"
      className="render-when-near [--section-height:4800px] md:[--section-height:3000px] lg:[--section-height:2600px]"
    >
      <Container>
        <div className="max-w-3xl">
          <Eyebrow>Features</Eyebrow>
          <h2 id="features-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Why {siteConfig.name}?
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">
            Group trips rarely fail for lack of ideas. They stall in a chat where the dates, the links and the money are
            scattered across a hundred messages. {siteConfig.name} gives each trip one home, with seven tools built for
            planning as a group.
          </p>
        </div>
        <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:gap-6">
          {features.map((feature, i) => (
            <FeatureCard key={feature.screen} feature={feature} number={i + 1} wide={i === 0} />
          ))}
        </ol>
      </Container>
    </Section>
  );
}
