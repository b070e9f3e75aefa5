import { AppScreenshot, type ScreenName } from "~/components/ui/app-screenshot";
import { PhoneFrame } from "~/components/ui/phone-frame";
import { TitledSection } from "~/components/ui/section-header";
import { claims } from "~/config/claims";
import { homeSections, siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

interface Feature {
  screen: ScreenName;
  label: string;
  title: string;
  text: string;
  /** Card background. */
  tone: string;
}

/** The seven features (spec §1), in the page's language. */
function features(locale: Locale): Feature[] {
  const l = { locale };
  const ai = { seconds: String(claims.aiPlannerSeconds), hours: String(claims.byHandHours) };
  return [
    {
      screen: "itinerary-map",
      label: m.feature_itinerary_label({}, l),
      title: m.feature_itinerary_title({}, l),
      text: m.feature_itinerary_text({}, l),
      tone: "bg-linear-to-br from-brand-tint to-[#fff4e6]",
    },
    {
      screen: "polls-votes",
      label: m.feature_polls_label({}, l),
      title: m.feature_polls_title({}, l),
      text: m.feature_polls_text({}, l),
      tone: "bg-linear-to-br from-lagoon-tint to-[#effcf8]",
    },
    {
      screen: "group-chat",
      label: m.feature_chat_label({}, l),
      title: m.feature_chat_title({}, l),
      text: m.feature_chat_text({}, l),
      tone: "bg-linear-to-br from-sky-100 to-sky-50",
    },
    {
      screen: "expense-split",
      label: m.feature_expenses_label({}, l),
      title: m.feature_expenses_title({}, l),
      text: m.feature_expenses_text({}, l),
      tone: "bg-linear-to-br from-amber-100 to-amber-50",
    },
    {
      screen: "packing-list",
      label: m.feature_packing_label({}, l),
      title: m.feature_packing_title({}, l),
      text: m.feature_packing_text({}, l),
      tone: "bg-linear-to-br from-rose-100 to-rose-50",
    },
    {
      screen: "ai-suggestions",
      label: m.feature_ai_label({}, l),
      title: m.feature_ai_title({}, l),
      text: m.feature_ai_text(ai, l),
      tone: "bg-linear-to-br from-violet-100 to-violet-50",
    },
    {
      screen: "trip-idea-check",
      label: m.feature_check_label({}, l),
      title: m.feature_check_title({}, l),
      text: m.feature_check_text({}, l),
      tone: "bg-linear-to-br from-emerald-100 to-emerald-50",
    },
  ];
}

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
  const locale = useLocale();
  return (
    <TitledSection
      id={homeSections.features}
      tone="surface"
      className="render-when-near"
      eyebrow={m.features_eyebrow({}, { locale })}
      title={m.features_title({ name: siteConfig.name }, { locale })}
      lead={m.features_lead({ name: siteConfig.name }, { locale })}
    >
      <ol data-screens="" className="mt-14 grid gap-5 md:grid-cols-2 lg:gap-6">
        {features(locale).map((feature, i) => (
          <FeatureCard key={feature.screen} feature={feature} number={i + 1} wide={i === 0} />
        ))}
      </ol>
    </TitledSection>
  );
}
