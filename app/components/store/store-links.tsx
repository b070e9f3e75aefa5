import { lazy, Suspense } from "react";
import { StoreBadge } from "~/components/ui/store-badge";
import { storeQrLabel, stores } from "~/config/stores";
import { cn } from "~/lib/cn";
import type { StoreQrCodes } from "~/lib/qr";
import { QrSvg } from "./qr-svg";
import { storeOrder, usePlatform } from "./use-platform";
import { useStoreLinks } from "./use-store-links";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * Both store badges, linking to the listings with the visit's campaign source.
 * `platformFirst` puts the visitor's own store first once hydrated (the
 * prerendered HTML shows the App Store first).
 */
export function StoreBadgeRow({ platformFirst = false, className }: { platformFirst?: boolean; className?: string }) {
  const platform = usePlatform();
  const links = useStoreLinks();
  const order = storeOrder(platformFirst ? platform : null);
  return (
    <div
      data-store-row=""
      data-platform-first={platformFirst ? "" : undefined}
      className={cn("flex flex-wrap items-center gap-3", className)}
    >
      {order.map((store, slot) => (
        // Keyed by slot: reordering after hydration swaps the badges' contents
        // in place instead of moving elements, so nothing shifts on screen.
        <StoreBadge key={slot} store={store} href={links[store]} />
      ))}
    </div>
  );
}

// Drawn in the browser only when a code must carry a campaign: its code (and the QR library) load only then.
const QrCode = lazy(() => import("~/components/ui/qr-code").then((module) => ({ default: module.QrCode })));

/**
 * QR codes of both store listings, for visitors on a computer: shown from
 * the `lg` breakpoint up, and not at all once a phone or tablet is detected
 * (they can install directly). Made at build time; when the visit has a
 * campaign source, the codes carry it like the badges do (decisions.md).
 */
export function StoreQrCodes({
  codes,
  caption,
  tone = "light",
  size = "md",
  className,
}: {
  codes: StoreQrCodes;
  /** A line above the codes, e.g. "Scan with your phone's camera". */
  caption?: string;
  tone?: "light" | "dark";
  size?: "sm" | "md";
  className?: string;
}) {
  const platform = usePlatform();
  const links = useStoreLinks();
  const locale = useLocale();
  if (platform === "ios" || platform === "android") return null;
  const moduleSize = size === "sm" ? 3 : 4;
  return (
    <div data-store-qr="" className={cn("hidden lg:block", className)}>
      {caption && (
        <p className={cn("mb-4 text-sm font-semibold", tone === "dark" ? "text-slate-300" : "text-ink-soft")}>
          {caption}
        </p>
      )}
      <ul className="flex gap-4" aria-label={caption ? undefined : m.store_scan_label({}, { locale })}>
        {storeOrder(null).map((store) => {
          const prebuilt = <QrSvg data={codes[store]} label={storeQrLabel(store, locale)} moduleSize={moduleSize} />;
          return (
            <li key={store}>
              <figure className="flex flex-col items-center gap-2">
                <div data-store-qr-code={store} className="rounded-2xl border border-line bg-white p-2 shadow-card">
                  {links[store] === codes[store].url ? (
                    prebuilt
                  ) : (
                    <Suspense fallback={prebuilt}>
                      <QrCode
                        value={links[store]}
                        label={storeQrLabel(store, locale)}
                        size={codes[store].size * moduleSize}
                      />
                    </Suspense>
                  )}
                </div>
                <figcaption
                  className={cn("text-sm font-semibold", tone === "dark" ? "text-slate-300" : "text-ink-soft")}
                >
                  {stores[store].device}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
