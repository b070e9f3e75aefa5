import { QrSvg } from "~/components/store/qr-svg";
import { Card, Container } from "~/components/ui/container";
import { QrPlaceholder } from "~/components/ui/qr-placeholder";
import { StoreBadge } from "~/components/ui/store-badge";
import { siteConfig } from "~/config/site";
import { storeQrLabel } from "~/config/stores";
import type { QrSvgData } from "~/lib/qr";
import { qrFrameClasses } from "~/lib/qr-path";
import { InviteIntro } from "./invite-intro";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * A computer cannot run the app: the invite's own QR code carries the invite
 * to the phone, and the store QR codes get the app there first. The Google
 * Play code, and a click on its badge, carry the token in Play's referrer
 * (decisions.md), so the app can join the trip right after install; the
 * badge's address is the plain listing (no private value in a link that leaves
 * the site). The codes that hold the token are drawn by the page's script
 * (src/islands/invite.ts) in their placeholders; the App Store code is made at
 * build time. Both store codes sit centred in a box of the same side, so the two tiles and their
 * badges line up.
 */
/** CSS pixels per module of the App Store code. */
export const appStoreModuleSize = 3;
const storeTile = "flex flex-col items-center justify-between gap-4 rounded-card bg-surface p-4 shadow-card";

export function DesktopInvite({ appStoreCode, storeCodeSide }: { appStoreCode: QrSvgData; storeCodeSide: number }) {
  const locale = useLocale();
  return (
    <Container className="py-12 md:py-20">
      <div className="grid items-start gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
        <div>
          <InviteIntro align="start">{m.invite_desktop_intro({ name: siteConfig.name }, { locale })}</InviteIntro>
          <Card className="mt-8 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
            <QrPlaceholder label={m.invite_qr_label({}, { locale })} size={184} />
            <div>
              <h2 className="text-xl font-bold">{m.invite_scan_title({}, { locale })}</h2>
              <p className="mt-2 leading-relaxed text-ink-soft">
                {m.invite_scan_text({ name: siteConfig.name }, { locale })}
              </p>
            </div>
          </Card>
        </div>

        <section aria-labelledby="get-app" className="rounded-card bg-sand p-6 sm:p-8">
          <h2 id="get-app" className="text-xl font-bold">
            {m.invite_new_title({ name: siteConfig.name }, { locale })}
          </h2>
          <p className="mt-2 leading-relaxed text-ink-soft">{m.invite_new_text({}, { locale })}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6">
            <li className={storeTile}>
              <span className={qrFrameClasses} style={{ minWidth: storeCodeSide, minHeight: storeCodeSide }}>
                <QrSvg
                  data={appStoreCode}
                  label={storeQrLabel("ios", locale)}
                  moduleSize={appStoreModuleSize}
                  className="rounded-lg"
                />
              </span>
              <StoreBadge store="ios" />
            </li>
            <li className={storeTile}>
              <QrPlaceholder label={storeQrLabel("android", locale)} size={storeCodeSide} />
              <StoreBadge store="android" />
            </li>
          </ul>
        </section>
      </div>
    </Container>
  );
}
