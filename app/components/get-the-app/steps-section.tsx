import { DownloadButton } from "~/components/layout/download-button";
import { Card } from "~/components/ui/container";
import { TitledSection } from "~/components/ui/section-header";
import { bestGroupSize, claims } from "~/config/claims";
import { siteConfig } from "~/config/site";
import type { Locale } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The four steps from idea to trip (decisions.md, "/get-the-app"), in the page's language. */
function steps(locale: Locale): { title: string; text: string }[] {
  const o = { locale };
  return [
    {
      title: m.getapp_step_create_title({}, o),
      text: m.getapp_step_create_text({ seconds: claims.ideaToPlanSeconds }, o),
    },
    {
      title: m.getapp_step_invite_title({}, o),
      text: m.getapp_step_invite_text({ best: bestGroupSize, large: claims.largeGroupSize }, o),
    },
    { title: m.getapp_step_plan_title({}, o), text: m.getapp_step_plan_text({}, o) },
    { title: m.getapp_step_travel_title({}, o), text: m.getapp_step_travel_text({}, o) },
  ];
}

/** How it works, in four numbered steps, with the download button to finish. */
export function StepsSection() {
  const locale = useLocale();
  return (
    <TitledSection
      tone="sand"
      eyebrow={m.getapp_steps_eyebrow({}, { locale })}
      title={m.getapp_steps_title({}, { locale })}
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
              <h3 className="mt-5 text-xl font-bold hyphens-auto">
                <span className="sr-only">{m.getapp_step_label({ number: i + 1 }, { locale })}</span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed hyphens-auto text-ink-soft">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-night p-8 text-white sm:flex-row sm:items-center sm:justify-between md:p-10">
        <p className="max-w-xl text-xl font-bold text-balance">
          {m.getapp_free({ name: siteConfig.name }, { locale })}
        </p>
        <DownloadButton size="lg" />
      </div>
    </TitledSection>
  );
}
