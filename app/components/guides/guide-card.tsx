import {
  ArrowRight,
  Beer,
  Bike,
  Calculator,
  Footprints,
  Hotel,
  LandPlot,
  MountainSnow,
  Newspaper,
  PartyPopper,
  Shirt,
  Tent,
  Trophy,
  Wine,
  type LucideIcon,
} from "lucide-react";
import { cardClasses } from "~/components/ui/container";
import type { CardData } from "~/content/card";
import type { cardColors, cardIcons } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

type CardColor = (typeof cardColors)[number];
type CardIcon = (typeof cardIcons)[number];

/** Drawn as SVG, not an emoji: it looks the same on every device and needs no emoji font. */
const icons: Record<CardIcon, LucideIcon> = {
  tent: Tent,
  wine: Wine,
  "party-popper": PartyPopper,
  bike: Bike,
  "mountain-snow": MountainSnow,
  "land-plot": LandPlot,
  trophy: Trophy,
  footprints: Footprints,
  beer: Beer,
  hotel: Hotel,
  shirt: Shirt,
  newspaper: Newspaper,
  calculator: Calculator,
};

const colors: Record<CardColor, { tile: string; icon: string }> = {
  violet: { tile: "hover:border-violet-300", icon: "bg-violet-100 text-violet-700" },
  blue: { tile: "hover:border-blue-300", icon: "bg-blue-100 text-blue-700" },
  pink: { tile: "hover:border-pink-300", icon: "bg-pink-100 text-pink-700" },
  green: { tile: "hover:border-green-300", icon: "bg-green-100 text-green-700" },
  sky: { tile: "hover:border-sky-300", icon: "bg-sky-100 text-sky-700" },
  emerald: { tile: "hover:border-emerald-300", icon: "bg-emerald-100 text-emerald-700" },
  orange: { tile: "hover:border-orange-300", icon: "bg-orange-100 text-orange-700" },
  amber: { tile: "hover:border-amber-300", icon: "bg-amber-100 text-amber-700" },
};

export function GuideCard({ card, headingLevel = 3 }: { card: CardData; headingLevel?: 2 | 3 }) {
  const Icon = icons[card.icon];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const color = colors[card.color];
  const locale = useLocale();
  // A page not translated yet: its English card, marked as such (decisions.md, "(Englisch)").
  const foreign = card.lang && card.lang !== locale ? card.lang : undefined;
  return (
    <a
      href={card.url}
      hrefLang={foreign}
      className={cn(
        cardClasses,
        "group grid h-full grid-cols-[auto_1fr] content-start gap-x-4 p-5 text-ink no-underline transition duration-200 hover:-translate-y-1 hover:shadow-lift sm:flex sm:flex-col sm:p-6",
        color.tile,
      )}
    >
      <span
        aria-hidden="true"
        className={cn("row-span-2 flex size-12 items-center justify-center rounded-2xl sm:size-14", color.icon)}
      >
        <Icon className="size-6 sm:size-7" strokeWidth={1.75} />
      </span>
      <Heading className="text-lg font-bold sm:mt-5">
        <span lang={foreign}>{card.title}</span>
        {foreign && <span className="font-normal text-ink-soft"> {m.untranslated_marker({}, { locale })}</span>}
      </Heading>
      <span lang={foreign} className="mt-1 leading-relaxed text-ink-soft sm:mt-1.5">
        {card.description}
      </span>
      <span className="mt-auto hidden items-center gap-1.5 pt-5 text-sm font-bold text-brand-strong sm:flex">
        {m.card_read_guide({}, { locale })}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </a>
  );
}

/** A grid of cards for content pages of any collection (spec section 3, guide-card lists). */
export function GuideCardGrid({
  cards,
  columns = 3,
  className,
}: {
  cards: CardData[];
  /** Columns on wide screens. */
  columns?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", className)}>
      {cards.map((card) => (
        <li key={card.url}>
          <GuideCard card={card} />
        </li>
      ))}
    </ul>
  );
}
