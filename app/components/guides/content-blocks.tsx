/**
 * The building blocks of guides and event articles, used from MDX (spec
 * section 3: packing, budget and ticket items; editorial.md: at-a-glance
 * box, steps, tips). Each renders plain, readable HTML that needs no script.
 */
import {
  ArrowRight,
  CalendarClock,
  ExternalLink as ExternalLinkIcon,
  Lightbulb,
  Target,
  Users,
  Wallet,
} from "lucide-react";
import type { ReactNode } from "react";
import { cardClasses } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { textLinkClasses } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";
import { emojiImagePath } from "~/lib/emoji";
import { slot, withParts } from "~/lib/rich-text";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { PageLink } from "~/components/layout/page-link";

/** The at-a-glance box under a guide's lead. */
export function AtAGlance({
  groupSize,
  bookAhead,
  budget,
  firstDecision,
}: {
  groupSize: string;
  bookAhead: string;
  budget: string;
  firstDecision: string;
}) {
  const locale = useLocale();
  const facts = [
    { icon: Users, term: m.glance_group_size({}, { locale }), value: groupSize },
    { icon: CalendarClock, term: m.glance_book_ahead({}, { locale }), value: bookAhead },
    { icon: Wallet, term: m.glance_budget({}, { locale }), value: budget },
    { icon: Target, term: m.glance_decide_first({}, { locale }), value: firstDecision },
  ];
  const heading = m.glance_heading({}, { locale });
  return (
    <aside aria-label={heading} className={cn(cardClasses, "not-prose my-8 p-5 sm:p-6")}>
      <p className="text-sm font-bold tracking-[0.12em] text-brand-strong uppercase">{heading}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {facts.map(({ icon: Icon, term, value }) => (
          <div key={term}>
            <dt className="flex items-center gap-2 text-sm font-semibold text-ink-faint">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-lagoon" />
              {term}
            </dt>
            <dd className="mt-0.5 pl-7 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** A numbered step-by-step plan: wraps a Markdown ordered list. */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>;
}

/** A short highlighted tip. */
export function Tip({ title, children }: { title: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <aside
      aria-label={m.tip_label({ title }, { locale })}
      className="tip not-prose my-8 flex gap-3 rounded-card bg-lagoon-tint/60 p-5"
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />
      <div className="text-[0.98rem] leading-relaxed text-ink">
        <p className="font-bold">{title}</p>
        <div className="tip-body mt-1">{children}</div>
      </div>
    </aside>
  );
}

export interface BudgetItem {
  title: string;
  description: string;
  cost: string;
}

/**
 * Per-person costs with a total and one pro tip (spec section 3, budget
 * items). On a phone each row puts the item and its cost on one line and what
 * it covers below (app.css), so the cost is in view without scrolling; the
 * explicit roles keep it a table to assistive technology in that layout.
 */
export function BudgetTable({ items, total, tip }: { items: BudgetItem[]; total: string; tip: string }) {
  const locale = useLocale();
  const caption = m.budget_caption({}, { locale });
  return (
    <div className="not-prose my-8">
      <ScrollRegion label={caption}>
        <table role="table" className="budget-table">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {m.budget_item({}, { locale })}
              </th>
              <th role="columnheader" scope="col">
                {m.budget_covers({}, { locale })}
              </th>
              <th role="columnheader" scope="col" className="text-right">
                {m.budget_per_person({}, { locale })}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {items.map((item) => (
              <tr role="row" key={item.title}>
                <th role="rowheader" scope="row">
                  {item.title}
                </th>
                <td role="cell">{item.description}</td>
                <td role="cell" className="text-right font-semibold whitespace-nowrap text-ink">
                  {item.cost}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot role="rowgroup">
            <tr role="row">
              {/* A header spanning two columns makes the table's headers ambiguous to some assistive
                  technology (and to HTML_CodeSniffer, WCAG H43): the total keeps the grid instead. */}
              <th role="rowheader" scope="row" className="whitespace-nowrap">
                {m.budget_total({}, { locale })}
              </th>
              <td role="cell" />
              <td role="cell" className="text-right font-extrabold whitespace-nowrap text-ink">
                {total}
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <p className="mt-3 flex gap-2 rounded-2xl bg-brand-tint/60 p-4 text-[0.98rem] leading-relaxed text-ink">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong" />
        <span>
          <strong>{m.budget_pro_tip({}, { locale })}</strong> {tip}
        </span>
      </p>
      <p className="mt-3 text-[0.95rem] text-ink-soft">
        {withParts(m.budget_split({ link: slot("link") }, { locale }), {
          link: (
            <PageLink to="/trip-cost-splitter" className={cn(textLinkClasses, "inline-flex items-center gap-1")}>
              {m.budget_split_link({}, { locale })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </PageLink>
          ),
        })}
      </p>
    </div>
  );
}

export interface PackingItem {
  emoji: string;
  label: string;
  description: string;
}

/** What to pack (spec section 3, packing items). The emoji is drawn from an image (lib/emoji.ts). */
export function PackingList({ items }: { items: PackingItem[] }) {
  const locale = useLocale();
  return (
    <ul aria-label={m.packing_label({}, { locale })} className="not-prose my-8 grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.label} className={cn(cardClasses, "flex gap-3 p-4")}>
          <img
            src={emojiImagePath(item.emoji)}
            alt=""
            width={28}
            height={28}
            loading="lazy"
            decoding="async"
            className="size-7 shrink-0"
          />
          <span className="text-[0.95rem] leading-relaxed text-ink-soft">
            <strong className="block text-ink">{item.label}</strong>
            {item.description}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface TicketItem {
  title: string;
  description: string;
  /** Only where certain and dated (decisions.md, "Ticket prices"). */
  price?: string;
  /** The official ticket page. */
  url?: string;
}

/** Kinds of tickets and where to buy them (spec section 3, ticket items). */
export function TicketList({ items }: { items: TicketItem[] }) {
  const locale = useLocale();
  return (
    <ul aria-label={m.tickets_label({}, { locale })} className="not-prose my-8 space-y-3">
      {items.map((item) => (
        <li key={item.title} className={cn(cardClasses, "p-4 sm:p-5")}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <strong className="text-ink">{item.title}</strong>
            {item.price && <span className="font-semibold text-ink">{item.price}</span>}
          </div>
          <p className="mt-1 text-[0.95rem] leading-relaxed text-ink-soft">{item.description}</p>
          {item.url && (
            <ExternalLink
              href={item.url}
              className="mt-2 inline-flex items-center gap-1.5 text-[0.95rem] font-semibold text-brand-strong underline underline-offset-2"
            >
              {m.tickets_official({}, { locale })}
              <span className="sr-only"> {m.tickets_official_for({ title: item.title }, { locale })}</span>
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
