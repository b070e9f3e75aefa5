import { Check, CircleHelp, Minus, X } from "lucide-react";
import { DownloadButton } from "~/components/layout/download-button";
import { cardClasses } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { buttonClasses } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";

type Support = "yes" | "no" | "partial" | "unknown";

/** A published page a price or paid tier rests on. */
export interface PriceSource {
  name: string;
  url: string;
}

export interface ComparedApp {
  name: string;
  /**
   * The current published list price, or what can be said without one ("Free", "Not confirmed").
   * decisions.md, "Competitor prices": a price shows its source and the month it was checked.
   */
  price: string;
  /** The paid tier a source confirms, by its own name ("TripIt Pro"). */
  paidTier?: string;
  /** The page that confirms the price or the paid tier. */
  priceSource?: PriceSource;
  /** The month the price was checked, as readers say it ("Nov 2026"). */
  checked?: string;
  /** Our own rating of our own app (decisions.md): shown with that label, never as a review score. */
  ownRating?: number;
  polls: Support;
  expenseSplit: Support;
  aiPlanner: Support;
  chat: Support;
  note: string;
  url?: string;
}

const features = [
  ["polls", "Polls"],
  ["expenseSplit", "Expense split"],
  ["aiPlanner", "AI planner"],
  ["chat", "Group chat"],
] as const;

/** Narrower than the shared table padding, so all six columns fit the article column on a computer. */
const cell = "px-2.5";

const support: Record<Support, { label: string; icon: typeof Check; className: string }> = {
  yes: { label: "Yes", icon: Check, className: "text-success" },
  no: { label: "No", icon: X, className: "text-ink-faint" },
  partial: { label: "Partly", icon: Minus, className: "text-brand-deep" },
  unknown: { label: "Not confirmed", icon: CircleHelp, className: "text-ink-faint" },
};

function Value({ value }: { value: Support }) {
  const { label, icon: Icon, className } = support[value];
  return (
    <span className={`inline-flex items-center gap-1.5 font-semibold ${className}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </span>
  );
}

/** The price, then the paid tier, its source and the month it was checked, each where known. */
function Price({ app }: { app: ComparedApp }) {
  const { price, paidTier, priceSource, checked } = app;
  return (
    <>
      <span className="font-semibold text-ink">{price}</span>
      {paidTier && <span className="block text-sm text-ink-soft">Paid tier: {paidTier}</span>}
      {(priceSource || checked) && (
        <span className="block text-sm text-ink-soft">
          {priceSource ? (
            <>
              Source:{" "}
              <ExternalLink href={priceSource.url} className="underline underline-offset-2">
                {priceSource.name}
              </ExternalLink>
              {checked && `, checked ${checked}`}
            </>
          ) : (
            `No published price found, checked ${checked}`
          )}
        </span>
      )}
    </>
  );
}

function Note({ app, className }: { app: ComparedApp; className: string }) {
  return (
    <span className={className}>
      {app.note}
      {app.ownRating !== undefined && (
        <span className="block">Our own rating of our own app: {app.ownRating.toFixed(1)}/5</span>
      )}
    </span>
  );
}

function AppName({ app }: { app: ComparedApp }) {
  if (!app.url) return <>{app.name}</>;
  return (
    <ExternalLink href={app.url} className="underline underline-offset-2">
      {app.name}
    </ExternalLink>
  );
}

/**
 * The seven apps side by side (decisions.md, "The comparison on a phone"): a
 * table from 640 px up, one card per app below, with the same words.
 */
export function AppComparison({ apps }: { apps: ComparedApp[] }) {
  return (
    <div className="not-prose my-8">
      <ScrollRegion label="Comparison of group trip planning apps" className="hidden sm:block">
        <table>
          <caption className="sr-only">Group trip planning apps compared</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                App
              </th>
              <th scope="col" className={cell}>
                Price
              </th>
              {features.map(([key, label]) => (
                <th key={key} scope="col" className={cell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {apps.map((app) => (
              <tr key={app.name}>
                <th scope="row" className={cell}>
                  <AppName app={app} />
                  <Note app={app} className="mt-1 block text-sm font-normal text-ink-soft" />
                </th>
                <td className={cn(cell, "min-w-36")}>
                  <Price app={app} />
                </td>
                {features.map(([key]) => (
                  <td key={key} className={cell}>
                    <Value value={app[key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ul aria-label="Group trip planning apps compared" className="space-y-3 sm:hidden">
        {apps.map((app) => (
          <li key={app.name} className={cn(cardClasses, "p-5")}>
            <h3 className="text-lg font-bold text-ink">
              <AppName app={app} />
            </h3>
            <Note app={app} className="mt-1 block text-sm text-ink-soft" />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-[0.95rem]">
              <div className="col-span-2">
                <dt className="text-ink-soft">Price</dt>
                <dd>
                  <Price app={app} />
                </dd>
              </div>
              {features.map(([key, label]) => (
                <div key={key}>
                  <dt className="text-ink-soft">{label}</dt>
                  <dd>
                    <Value value={app[key]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Try … Free' to /download (firing download_app) and 'Download … Free' to /get-the-app (spec section 2). */
export function CompareButtons() {
  return (
    <div className="not-prose my-8 flex flex-wrap gap-3">
      <DownloadButton size="lg">{`Try ${siteConfig.name} Free`}</DownloadButton>
      <a href="/get-the-app" className={buttonClasses({ variant: "secondary", size: "lg" })}>
        {`Download ${siteConfig.name} Free`}
      </a>
    </div>
  );
}
