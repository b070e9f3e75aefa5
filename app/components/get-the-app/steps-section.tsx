import { DownloadButton } from "~/components/layout/download-button";
import { Card } from "~/components/ui/container";
import { TitledSection } from "~/components/ui/section-header";
import { bestGroupSize, claims } from "~/config/claims";
import { siteConfig } from "~/config/site";

interface Step {
  title: string;
  text: string;
}

/** The four steps from idea to trip (decisions.md, "/get-the-app"). */
const steps: Step[] = [
  {
    title: "Create a trip",
    text: `Give it a name, a destination and rough dates, or just the idea. The first draft of the plan takes about ${claims.ideaToPlanSeconds} seconds.`,
  },
  {
    title: "Invite the group by link",
    text: `Drop one link into the group chat. Everyone logs in to join, so the plan knows who's in. Groups of ${bestGroupSize} work best; ${claims.largeGroupSize}+ is fine.`,
  },
  {
    title: "Plan together",
    text: "Vote in polls, talk it over in the trip chat and pick from AI suggestions for places to stay, eat and explore.",
  },
  {
    title: "Travel with it",
    text: "On the road, the itinerary, the shared expenses and the map are in everyone's pocket, right up to settling the last bill.",
  },
];

/** How it works, in four numbered steps, with the download button to finish. */
export function StepsSection() {
  return (
    <TitledSection
      tone="sand"
      eyebrow="How it works"
      title="From group chat to booked trip in four steps"
      headerClassName="max-w-2xl"
    >
      <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title}>
            <Card className="h-full p-7">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-brand-strong text-lg font-extrabold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-5 text-xl font-bold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-night p-8 text-white sm:flex-row sm:items-center sm:justify-between md:p-10">
        <p className="max-w-xl text-xl font-bold text-balance">
          {siteConfig.name} is free, with no limits on group size, trips or features.
        </p>
        <DownloadButton size="lg" />
      </div>
    </TitledSection>
  );
}
