import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cardClasses } from "~/components/ui/container";

export interface OfferStep {
  title: string;
  body: string;
}

/**
 * The special offer's steps as an accordion (spec section 4, "Offer
 * accordion"): one step open at a time; clicking the open step closes it.
 * Each header is a button with aria-expanded, so it works by keyboard (Tab,
 * Enter, Space) and says its state. Rendered at build with every step open, so
 * the page reads in full without JavaScript; the guide script
 * (src/scripts/guide/offer-steps.ts) closes all but the first and runs it.
 */
export function OfferSteps({ steps }: { steps: OfferStep[] }) {
  const id = useId();
  return (
    <ol className="not-prose my-8 space-y-3" data-offer-steps="">
      {steps.map((step, index) => {
        const panel = `${id}-panel-${index}`;
        const button = `${id}-button-${index}`;
        return (
          <li key={step.title} className={cardClasses}>
            <h3>
              <button
                id={button}
                type="button"
                aria-expanded="true"
                aria-controls={panel}
                className="flex w-full items-center gap-4 rounded-card p-5 text-left font-bold text-ink"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-tint font-extrabold text-brand-deep"
                >
                  {index + 1}
                </span>
                <span className="flex-1">{step.title}</span>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 rotate-180 transition-transform" />
              </button>
            </h3>
            <div id={panel} role="region" aria-labelledby={button} className="px-5 pb-5 pl-[4.75rem]">
              <p className="leading-relaxed text-ink-soft">{step.body}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
