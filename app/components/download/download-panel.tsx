import { StoreBadgeRow, StoreQrCodes } from "~/components/store/store-links";
import { AppScreenshot } from "~/components/ui/app-screenshot";
import { Container, Eyebrow } from "~/components/ui/container";
import { PhoneFrame } from "~/components/ui/phone-frame";
import { bestGroupSize, claims } from "~/config/claims";
import { siteConfig } from "~/config/site";
import type { StoreQrCodes as StoreQrCodesData } from "~/lib/qr";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

interface Point {
  title: string;
  text: string;
}

/** The core claims (spec §1), in the page's language. */
function points(locale: Locale): Point[] {
  const l = { locale };
  return [
    {
      title: m.download_point_idea_title({ seconds: String(claims.ideaToPlanSeconds) }, l),
      text: m.download_point_idea_text({}, l),
    },
    {
      title: m.download_point_ai_title(
        { seconds: String(claims.aiPlannerSeconds), hours: String(claims.byHandHours) },
        l,
      ),
      text: m.download_point_ai_text({}, l),
    },
    {
      title: m.download_point_limits_title({}, l),
      text: m.download_point_limits_text({ best: bestGroupSize, large: String(claims.largeGroupSize) }, l),
    },
    { title: m.download_point_invite_title({}, l), text: m.download_point_invite_text({}, l) },
    {
      title: m.download_point_oktoberfest_title({ groups: String(claims.oktoberfestGroups) }, l),
      text: m.download_point_oktoberfest_text({ name: siteConfig.name }, l),
    },
  ];
}

/** The download page: badges (own platform first), QR codes on computers, the claims and a screen of the app. */
export function DownloadPanel({ qrCodes }: { qrCodes: StoreQrCodesData }) {
  const locale = useLocale();
  return (
    <section
      aria-labelledby="download-title"
      className="bg-[radial-gradient(36rem_36rem_at_95%_0%,color-mix(in_srgb,var(--color-brand-glow)_28%,transparent),transparent_70%),radial-gradient(30rem_30rem_at_0%_100%,color-mix(in_srgb,var(--color-teal-500)_12%,transparent),transparent_70%)]"
    >
      <Container className="grid items-center gap-14 py-14 md:py-20 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-12">
        <div>
          <Eyebrow>{m.download_eyebrow({}, { locale })}</Eyebrow>
          <h1
            id="download-title"
            className="mt-4 text-[clamp(2.3rem,1.6rem+2.8vw,3.6rem)] leading-[1.06] font-extrabold tracking-[-0.03em] text-balance"
          >
            {m.download_title({ name: siteConfig.name }, { locale })}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
            {m.download_lead({ name: siteConfig.name }, { locale })}
          </p>
          <StoreBadgeRow platformFirst className="mt-8" />
          <StoreQrCodes codes={qrCodes} caption={m.download_qr_caption({}, { locale })} className="mt-8" />
          <ul className="mt-10 grid gap-x-8 gap-y-4 border-t border-line pt-8 sm:grid-cols-2">
            {points(locale).map((point) => (
              <li key={point.title} className="border-l-2 border-brand pl-4 leading-relaxed text-ink-soft">
                <strong className="font-bold text-ink">{point.title}</strong> {point.text}
              </li>
            ))}
          </ul>
        </div>
        <div data-screens="" className="mx-auto w-[min(72vw,18rem)] lg:w-[19rem]">
          <PhoneFrame>
            <AppScreenshot name="itinerary-map" eager />
          </PhoneFrame>
        </div>
      </Container>
    </section>
  );
}
