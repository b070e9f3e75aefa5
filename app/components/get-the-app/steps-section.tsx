import { DownloadButton } from "~/components/layout/download-button";
import { Card } from "~/components/ui/container";
import { TitledSection } from "~/components/ui/section-header";
import { bestGroupSize, claims } from "~/config/claims";
import { siteConfig } from "~/config/site";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

interface Step {
  title: string;
  text: string;
}

/** The four steps from idea to trip (decisions.md, "/get-the-app"). */
function steps(locale: Locale): Step[] {
  const l = { locale };
  return [
    { title: m.steps_create_title({}, l), text: m.steps_create_text({ seconds: String(claims.ideaToPlanSeconds) }, l) },
    {
      title: m.steps_invite_title({}, l),
      text: m.steps_invite_text({ best: bestGroupSize, large: String(claims.largeGroupSize) }, l),
    },
    { title: m.steps_plan_title({}, l), text: m.steps_plan_text({}, l) },
    { title: m.steps_travel_title({}, l), text: m.steps_travel_text({}, l) },
  ];
}

export function StepsSection() {
  const locale = useLocale();
  return (
    <TitledSection
      tone="sand"
      eyebrow={m.why_eyebrow({}, { locale })}
      title={m.steps_title({}, { locale })}
      headerClassName="max-w-2xl"
    >
      <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {steps(locale).map((step, i) => (
          <li key={step.title}>
            <Card className="h-full p-7">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-brand-strong text-lg font-extrabold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-5 text-xl font-bold">
                <span className="sr-only">{m.steps_step({ number: String(i + 1) }, { locale })} </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-night p-8 text-white sm:flex-row sm:items-center sm:justify-between md:p-10">
        <p className="max-w-xl text-xl font-bold text-balance">{m.steps_free({ name: siteConfig.name }, { locale })}</p>
        <DownloadButton size="lg" />
      </div>
    </TitledSection>
  );
}
