import { QrSvg } from "~/components/store/qr-svg";
import { Card, Container } from "~/components/ui/container";
import { QrCode } from "~/components/ui/qr-code";
import { StoreBadge } from "~/components/ui/store-badge";
import { siteConfig } from "~/config/site";
import { storeQrLabel } from "~/config/stores";
import { buildInviteUrl, buildPlayStoreUrl } from "~/lib/invite-links";
import type { QrSvgData } from "~/lib/qr";
import { InviteIntro } from "./invite-intro";

/**
 * A computer cannot run the app: the invite's own QR code (drawn in the
 * browser, it holds the token) carries the invite to the phone, and the store
 * QR codes get the app there first. The Google Play code, and a click on its
 * badge, carry the token in Play's referrer (decisions.md), so the app can
 * join the trip right after install; the badge's address is the plain listing
 * (no private value in a link that leaves the site). The App Store code is
 * made at build time, and the Play code takes the same footprint.
 */
const qrModuleSize = 3;
const storeTile = "flex flex-col items-center gap-4 rounded-card bg-surface p-4 shadow-card";

export function DesktopInvite({ token, appStoreCode }: { token: string; appStoreCode: QrSvgData }) {
  const playUrl = buildPlayStoreUrl(token);
  return (
    <Container className="py-12 md:py-20">
      <div className="grid items-start gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
        <div>
          <InviteIntro align="start">
            Your friends are planning a trip together in {siteConfig.name}, and it lives on your phone. Scan the code
            with your phone's camera and the invite opens there, ready to join.
          </InviteIntro>
          <Card className="mt-8 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
            <QrCode value={buildInviteUrl(token)} label="QR code of this invite link" size={184} />
            <div>
              <h2 className="text-xl font-bold">Scan to open this invite on your phone</h2>
              <p className="mt-2 leading-relaxed text-ink-soft">
                Open the camera, point it at the code and tap the link that appears. With {siteConfig.name} installed
                you land straight in the trip.
              </p>
            </div>
          </Card>
        </div>

        <section aria-labelledby="get-app" className="rounded-card bg-sand p-6 sm:p-8">
          <h2 id="get-app" className="text-xl font-bold">
            New to {siteConfig.name}? Get the free app first
          </h2>
          <p className="mt-2 leading-relaxed text-ink-soft">
            Scan the code for your phone's store, install, then scan the invite code.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6">
            <li className={storeTile}>
              <QrSvg data={appStoreCode} label={storeQrLabel("ios")} moduleSize={qrModuleSize} className="rounded-lg" />
              <StoreBadge store="ios" />
            </li>
            <li className={storeTile}>
              <QrCode value={playUrl} label={storeQrLabel("android")} size={appStoreCode.size * qrModuleSize} />
              <StoreBadge store="android" tapHref={playUrl} />
            </li>
          </ul>
        </section>
      </div>
    </Container>
  );
}
