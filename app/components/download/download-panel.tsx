import { StoreBadgeRow, StoreQrCodes } from "~/components/store/store-links";
import { AppScreenshot } from "~/components/ui/app-screenshot";
import { Container, Eyebrow } from "~/components/ui/container";
import { PhoneFrame } from "~/components/ui/phone-frame";
import { bestGroupSize, claims } from "~/config/claims";
import { siteConfig } from "~/config/site";
import type { StoreQrCodes as StoreQrCodesData } from "~/lib/qr";

interface Point {
  title: string;
  text: string;
}

/** The core claims (spec §1). */
const points: Point[] = [
  {
    title: `About ${claims.ideaToPlanSeconds} seconds`,
    text: "from a group idea to a shared plan everyone can open.",
  },
  {
    title: `${claims.aiPlannerSeconds} seconds, not ${claims.byHandHours} hours`,
    text: "for the AI planner to add places and activities to the trip.",
  },
  {
    title: "No limits",
    text: `on group size, trips or features. Groups of ${bestGroupSize} work best, and ${claims.largeGroupSize}+ are supported.`,
  },
  { title: "One invite link", text: "for the whole group. Everyone logs in to join, so the plan knows who's coming." },
  {
    title: `${claims.oktoberfestGroups}+ friend groups`,
    text: `have planned an Oktoberfest trip with ${siteConfig.name}.`,
  },
];

/** The download page: badges (own platform first), QR codes on computers, the claims and a screen of the app. */
export function DownloadPanel({ qrCodes }: { qrCodes: StoreQrCodesData }) {
  return (
    <section
      aria-labelledby="download-title"
      className="bg-[radial-gradient(36rem_36rem_at_95%_0%,color-mix(in_srgb,var(--color-brand-glow)_28%,transparent),transparent_70%),radial-gradient(30rem_30rem_at_0%_100%,color-mix(in_srgb,var(--color-teal-500)_12%,transparent),transparent_70%)]"
    >
      <Container className="grid items-center gap-14 py-14 md:py-20 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-12">
        <div>
          <Eyebrow>Free on iPhone and Android</Eyebrow>
          <h1
            id="download-title"
            className="mt-4 text-[clamp(2.3rem,1.6rem+2.8vw,3.6rem)] leading-[1.06] font-extrabold tracking-[-0.03em] text-balance"
          >
            Download {siteConfig.name} and plan the trip together
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
            {siteConfig.name} is an app for iPhone and Android; there is no web version yet. Install it, create a trip
            and send the invite link to your group. Everyone plans in the same place from then on.
          </p>
          <StoreBadgeRow platformFirst className="mt-8" />
          <StoreQrCodes
            codes={qrCodes}
            caption="On a computer? Scan a code with your phone's camera."
            className="mt-8"
          />
          <ul className="mt-10 grid gap-x-8 gap-y-4 border-t border-line pt-8 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point.title} className="border-l-2 border-brand pl-4 leading-relaxed text-ink-soft">
                <strong className="font-bold text-ink">{point.title}</strong> {point.text}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-[min(72vw,18rem)] lg:w-[19rem]">
          <PhoneFrame>
            <AppScreenshot name="itinerary-map" eager />
          </PhoneFrame>
        </div>
      </Container>
    </section>
  );
}
