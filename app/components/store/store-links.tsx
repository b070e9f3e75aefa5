import { StoreBadges } from "~/components/ui/store-badge";
import { storeOrder, storeQrLabel, stores } from "~/config/stores";
import { cn } from "~/lib/cn";
import type { StoreQrCodes } from "~/lib/qr";
import { QrSvg } from "./qr-svg";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * Both store badges, linking to the store listings. In the browser the page's
 * script (src/scripts/home/store-links.ts) adds the visit's campaign source to
 * the links and, where `platformFirst` is set, puts the visitor's own store
 * first.
 */
export function StoreBadgeRow({ platformFirst = false, className }: { platformFirst?: boolean; className?: string }) {
  return <StoreBadges data-store-row="" data-platform-first={platformFirst ? "" : undefined} className={className} />;
}

/**
 * QR codes of both store listings, for visitors on a computer: shown from
 * the `lg` breakpoint up. Made at build time of the plain listings; the page's
 * script removes them once a phone or tablet is detected (they can install
 * directly), and when the visit has a campaign source it redraws them to
 * carry it like the badges do (decisions.md).
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
  const locale = useLocale();
  const moduleSize = size === "sm" ? 3 : 4;
  return (
    <div data-store-qr="" className={cn("hidden lg:block", className)}>
      {caption && (
        <p className={cn("mb-4 text-sm font-semibold", tone === "dark" ? "text-slate-300" : "text-ink-soft")}>
          {caption}
        </p>
      )}
      <ul className="flex gap-4" aria-label={caption ? undefined : m.store_scan_label({}, { locale })}>
        {storeOrder.map((store) => (
          <li key={store}>
            <figure className="flex flex-col items-center gap-2">
              <div data-store-qr-code={store} className="rounded-2xl border border-line bg-white p-2 shadow-card">
                <QrSvg data={codes[store]} label={storeQrLabel(store, locale)} moduleSize={moduleSize} />
              </div>
              <figcaption className={cn("text-sm font-semibold", tone === "dark" ? "text-slate-300" : "text-ink-soft")}>
                {stores[store].device}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
