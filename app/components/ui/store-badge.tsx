import { badgeSmall, storeListingUrl, storeOrder, stores, type Store } from "~/config/stores";
import { useLocale } from "~/lib/use-locale";
import { cn } from "~/lib/cn";

function AppleGlyph() {
  return (
    <path
      fill="#fff"
      d="M16.37 12.6c-.02-2.2 1.8-3.27 1.88-3.32-1.03-1.5-2.62-1.7-3.18-1.73-1.35-.14-2.64.8-3.33.8-.69 0-1.75-.78-2.87-.76-1.48.02-2.84.86-3.6 2.18-1.54 2.67-.39 6.61 1.1 8.77.73 1.06 1.6 2.25 2.74 2.2 1.1-.04 1.52-.71 2.85-.71 1.33 0 1.7.71 2.87.69 1.18-.02 1.93-1.08 2.66-2.14.84-1.23 1.18-2.42 1.2-2.48-.03-.01-2.3-.88-2.32-3.5zM14.2 6.14c.6-.73 1.01-1.75.9-2.76-.87.04-1.92.58-2.55 1.31-.56.64-1.05 1.67-.92 2.66.97.07 1.96-.49 2.57-1.21z"
    />
  );
}

function PlayGlyph() {
  return (
    <g>
      <path fill="#00b7ff" d="M3.6 2.2 13.4 12l-9.8 9.8c-.3-.2-.5-.6-.5-1V3.2c0-.4.2-.8.5-1z" />
      <path fill="#00d26a" d="M3.6 2.2 13.4 12l3.1-3.1L5 2.3c-.5-.3-1-.3-1.4-.1z" />
      <path fill="#ff3a44" d="M3.6 21.8 13.4 12l3.1 3.1L5 21.7c-.5.3-1 .3-1.4.1z" />
      <path fill="#ffc400" d="M16.5 8.9 13.4 12l3.1 3.1 3.6-2c.8-.5.8-1.7 0-2.2z" />
    </g>
  );
}

interface StoreBadgeProps {
  store: Store;
  /** Store URL; defaults to the configured listing. */
  href?: string;
  className?: string;
}

/**
 * An official-style store badge linking to the store listing. The glyph is
 * drawn as SVG; the words are real text, so the link's accessible name is
 * exactly what it shows ("Download on the App Store", "Get it on Google Play").
 * `data-store` names its store for the page's script, on every page: a click
 * sends store_badge_click and takes the campaign labels along
 * (src/scripts/store-badges.ts); on the app's own pages a tap that must carry
 * the invite token goes where src/islands/dom.ts sends it.
 */
export function StoreBadge({ store, href = storeListingUrl(store), className }: StoreBadgeProps) {
  const locale = useLocale();
  const label = { small: badgeSmall(store, locale), big: stores[store].badge.big };
  return (
    <a
      href={href}
      rel="noopener"
      data-store={store}
      className={cn(
        "inline-flex h-[50px] w-[168px] shrink-0 items-center gap-2.5 rounded-[0.7rem] border border-[#a6a6a6] bg-[#0b0b0f] pr-3 pl-3 text-white transition-transform duration-150 hover:-translate-y-0.5 focus-visible:outline-offset-4",
        className,
      )}
    >
      <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="shrink-0">
        {store === "ios" ? <AppleGlyph /> : <PlayGlyph />}
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            "font-medium",
            store === "ios" ? "text-[0.66rem]" : "text-[0.6rem] tracking-[0.08em] uppercase",
          )}
        >
          {label.small}{" "}
        </span>
        <span
          className={cn(
            "mt-0.5 font-semibold tracking-tight whitespace-nowrap",
            store === "ios" ? "text-[1.2rem]" : "text-[1.08rem]",
          )}
        >
          {label.big}
        </span>
      </span>
    </a>
  );
}

/** Both store badges in a row; `data-` attributes mark the row for a page script. */
export function StoreBadges({
  className,
  ...data
}: { className?: string } & { [name: `data-${string}`]: string | undefined }) {
  return (
    <div {...data} className={cn("flex flex-wrap items-center gap-3", className)}>
      {storeOrder.map((store) => (
        <StoreBadge key={store} store={store} />
      ))}
    </div>
  );
}
