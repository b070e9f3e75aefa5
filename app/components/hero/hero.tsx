import { Check } from "lucide-react";
import { DownloadButton } from "~/components/layout/download-button";
import { sectionHref } from "~/components/layout/section-href";
import { StoreBadgeRow, StoreQrCodes } from "~/components/store/store-links";
import { NavButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { claims } from "~/config/claims";
import { cn } from "~/lib/cn";
import { homeSections, siteConfig } from "~/config/site";
import type { StoreQrCodes as StoreQrCodesData } from "~/lib/qr";
import { DemoVideo } from "./demo-video";
import { RotatingPhrase, RotationToggle } from "./rotating-phrase";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import type { Locale } from "~/config/locales";

/** The three claims under the tagline (spec §1). */
const points = (locale: Locale): string[] => [
  m.hero_point_idea({ seconds: String(claims.ideaToPlanSeconds) }, { locale }),
  m.hero_point_ai({ seconds: String(claims.aiPlannerSeconds), hours: String(claims.byHandHours) }, { locale }),
  m.hero_point_free({}, { locale }),
];

/**
 * The hero's call to action (spec §2):
 * - "badges": both store badges (the default);
 * - "button": a 'Start Planning Now!' download button instead;
 * - "just-start": store badges, QR codes on desktop and a 'Just Start
 *   Planning' button that goes to the planning guides on the home page.
 */
export type HeroProps = { cta?: "badges" | "button" } | { cta: "just-start"; qrCodes: StoreQrCodesData };

function CheckIcon() {
  return (
    <span className="mt-0.5 flex size-[22px] shrink-0 items-center justify-center rounded-full bg-lagoon/15 text-lagoon">
      <Check size={14} strokeWidth={3} />
    </span>
  );
}

function JustStartPlanning() {
  const locale = useLocale();
  return (
    <NavButton to={sectionHref(homeSections.guides, locale)} variant="dark" size="lg">
      {m.hero_just_start({}, { locale })}
    </NavButton>
  );
}

function HeroCta(props: HeroProps) {
  const locale = useLocale();
  if (props.cta === "button") {
    return (
      <div className="mt-9">
        <DownloadButton size="lg">{m.hero_start_now({}, { locale })}</DownloadButton>
      </div>
    );
  }
  if (props.cta === "just-start") {
    return (
      <div className="mt-9 flex flex-col gap-6 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex flex-col gap-4">
          <StoreBadgeRow platformFirst />
          <JustStartPlanning />
        </div>
        <StoreQrCodes
          codes={props.qrCodes}
          size="sm"
          caption={m.hero_or_scan({}, { locale })}
          className="lg:border-l lg:border-line lg:pl-8"
        />
      </div>
    );
  }
  return <StoreBadgeRow platformFirst className="mt-9" />;
}

/** The hero of the home and get-the-app pages: the page's h1, the claims, the call to action and the demo. */
export function Hero(props: HeroProps) {
  const locale = useLocale();
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-[radial-gradient(38rem_38rem_at_88%_4%,color-mix(in_srgb,var(--color-brand-glow)_30%,transparent),transparent_70%),radial-gradient(30rem_30rem_at_0%_62%,color-mix(in_srgb,var(--color-sun)_20%,transparent),transparent_70%),radial-gradient(26rem_26rem_at_70%_100%,color-mix(in_srgb,var(--color-teal-500)_12%,transparent),transparent_70%)]"
    >
      <Container className="grid items-center gap-14 pt-10 pb-20 md:pt-16 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,0.7fr)] lg:gap-10 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-pill border border-line bg-surface/80 px-3.5 py-1.5 text-sm font-semibold text-ink-soft shadow-card">
            <span className="size-2 rounded-full bg-lagoon" aria-hidden="true" />
            {m.hero_badge({}, { locale })}
          </p>
          <div className="@container relative mt-6 text-[clamp(2.4rem,1.5rem+3.6vw,4.25rem)] leading-[1.04] font-extrabold tracking-[-0.035em]">
            <h1 id="hero-title" className="text-balance">
              {m.hero_title({}, { locale })}
            </h1>
            {/* Sized so the longest phrase fits on one line (German's is longer): the line never changes height. */}
            <RotatingPhrase
              items={m.hero_trip_types({}, { locale }).split("|")}
              lead={m.hero_for({}, { locale })}
              className={cn(
                "mt-1 leading-[1.15]",
                locale === "de" ? "text-[min(0.82em,calc(100cqi/14.6))]" : "text-[min(0.82em,calc(100cqi/12.8))]",
              )}
            />
            <RotationToggle />
          </div>
          <p className="mt-7 max-w-xl text-lg leading-relaxed text-ink-soft md:text-xl">
            <strong className="font-bold text-ink">{m.hero_tagline({ name: siteConfig.name }, { locale })}.</strong>{" "}
            {m.hero_lead({}, { locale })}
          </p>
          <ul className="mt-7 space-y-3">
            {points(locale).map((point) => (
              <li key={point} className="flex gap-3 text-[1.02rem] font-medium">
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
          <HeroCta {...props} />
          <p className="mt-6 text-sm font-medium text-ink-soft">
            {m.hero_oktoberfest({ groups: String(claims.oktoberfestGroups), name: siteConfig.name }, { locale })}
          </p>
        </div>
        <div className="relative mx-auto w-[min(66vw,17rem)] sm:w-[18rem] lg:w-[19.5rem]">
          <DemoVideo />
        </div>
      </Container>
    </section>
  );
}
