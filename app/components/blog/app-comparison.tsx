import { Check, CircleHelp, Minus, X } from "lucide-react";
import { Link } from "react-router";
import { DownloadButton } from "~/components/layout/download-button";
import { cardClasses } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { buttonClasses } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";

type Support = "yes" | "no" | "partial" | "unknown";

export interface ComparedApp {
  name: string;
  /** List price at the time of writing (spec section 9), or "Free". */
  price: string;
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
              <th scope="col">App</th>
              <th scope="col">Price</th>
              {features.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {apps.map((app) => (
              <tr key={app.name}>
                <th scope="row">
                  <AppName app={app} />
                  <span className="mt-1 block text-sm font-normal text-ink-soft">{app.note}</span>
                </th>
                <td className="font-semibold whitespace-nowrap text-ink">{app.price}</td>
                {features.map(([key]) => (
                  <td key={key}>
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
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="text-lg font-bold text-ink">
                <AppName app={app} />
              </h3>
              <span className="font-semibold whitespace-nowrap text-ink">{app.price}</span>
            </div>
            <p className="mt-1 text-sm text-ink-faint">{app.note}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-[0.95rem]">
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
      <Link to="/get-the-app" className={buttonClasses({ variant: "secondary", size: "lg" })}>
        {`Download ${siteConfig.name} Free`}
      </Link>
    </div>
  );
}
