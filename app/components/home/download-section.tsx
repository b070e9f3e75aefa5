import { DownloadButton } from "~/components/layout/download-button";
import { StoreBadgeRow, StoreQrCodes } from "~/components/store/store-links";
import { Container, Section } from "~/components/ui/container";
import { SectionHeader } from "~/components/ui/section-header";
import { claims } from "~/config/claims";
import { homeSections, siteConfig } from "~/config/site";
import type { StoreQrCodes as StoreQrCodesData } from "~/lib/qr";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

const points = (locale: Locale): string[] => [
  m.home_download_point_free({}, { locale }),
  m.home_download_point_limits({}, { locale }),
  m.home_download_point_invite({}, { locale }),
];

/** The closing call to action: badges, the download button and, on computers, QR codes. */
export function DownloadSection({ qrCodes }: { qrCodes: StoreQrCodesData }) {
  const locale = useLocale();
  return (
    <Section
      id={homeSections.download}
      aria-labelledby="download-title"
      tone="night"
      className="bg-[radial-gradient(34rem_34rem_at_0%_0%,color-mix(in_srgb,var(--color-brand)_32%,transparent),transparent_70%),radial-gradient(36rem_36rem_at_100%_100%,color-mix(in_srgb,var(--color-teal-500)_20%,transparent),transparent_70%)]"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-[1.2fr_auto] lg:gap-16">
        <div>
          <SectionHeader
            id="download-title"
            tone="night"
            title={m.home_download_title({}, { locale })}
            lead={m.home_download_lead(
              { name: siteConfig.name, seconds: String(claims.ideaToPlanSeconds) },
              { locale },
            )}
          />
          <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem] font-semibold text-white">
            {points(locale).map((point) => (
              <li key={point} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-sun" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap items-center gap-4">
            <StoreBadgeRow platformFirst />
            <DownloadButton size="badge" />
          </div>
        </div>
        <StoreQrCodes codes={qrCodes} tone="dark" caption={m.home_download_qr_caption({}, { locale })} />
      </Container>
    </Section>
  );
}
