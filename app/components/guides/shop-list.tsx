import { Clock, ExternalLink as ExternalLinkIcon, Languages, MapPin, Star } from "lucide-react";
import { cardClasses } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { textLinkClasses } from "~/components/ui/text-link";
import { munichShops } from "~/content/data/munich-shops";
import { mapUrl, rents, shopTypeLabels } from "~/content/data/shop-card";
import type { Shop } from "~/content/data/shop-schema";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";

const numberWords = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"];
const countWord = (count: number) => numberWords[count] ?? String(count);

/**
 * Said once, above the cards, while fewer than the spec's ten shops have
 * passed the check (issue 24): how many did, and how many of them rent.
 */
export function shortfallSentence(shops: readonly Pick<Shop, "type">[]): string | null {
  if (shops.length >= 10) return null;
  const renting = shops.filter(rents).length;
  const shopWord = shops.length === 1 ? "shop has" : "shops have";
  const rentPart =
    renting === 0
      ? "none of them rents"
      : renting === 1
        ? "one of them rents"
        : `${countWord(renting).toLowerCase()} of them rent`;
  return `${countWord(shops.length)} ${shopWord} passed that check so far, fewer than the ten we aim for, and ${rentPart}: we add shops as we confirm them rather than list one we could not check.`;
}

const tierNames: Record<Shop["priceTier"], string> = { "€": "budget", "€€": "mid-range", "€€€": "top end" };

/**
 * The Munich Tracht shops as cards (spec section 3, shop card): what the shop
 * does (buy, rent, or both), its address as a plain map link and its website,
 * both opening in a new tab; nothing from a map provider loads on the page.
 */
export function ShopList() {
  const shortfall = shortfallSentence(munichShops);
  return (
    <>
      {shortfall && <p>{shortfall}</p>}
      <ul aria-label="Tracht shops in Munich" className="not-prose my-8 grid gap-4 md:grid-cols-2">
        {munichShops.map((shop) => (
          <li key={shop.name} className={cn(cardClasses, "flex flex-col p-5 sm:p-6")}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm font-bold">
              <span className="rounded-pill bg-lagoon-tint px-2.5 py-0.5 text-lagoon">{shopTypeLabels[shop.type]}</span>
              <span className="text-ink">
                <span aria-hidden="true">{shop.priceTier}</span>
                <span className="sr-only">Price: {tierNames[shop.priceTier]}</span>
              </span>
              {shop.englishFriendly && (
                <span className="inline-flex items-center gap-1 text-ink-soft">
                  <Languages aria-hidden="true" className="size-4" />
                  English-friendly
                </span>
              )}
            </div>
            <h3 className="mt-3 text-lg font-bold text-ink">{shop.name}</h3>
            <p className="mt-1 inline-flex items-center gap-1.5 text-[0.95rem] text-ink-soft">
              <Star aria-hidden="true" className="size-4 fill-sun text-sun" />
              <span>
                <strong className="text-ink">{shop.rating.toFixed(1)}</strong> / 5,{" "}
                {`${siteConfig.name}'s own editorial rating`}
              </span>
            </p>
            {shop.description && <p className="mt-3 leading-relaxed text-ink-soft">{shop.description}</p>}
            <dl className="mt-4 space-y-2 text-[0.95rem] text-ink-soft">
              <div className="flex gap-2">
                <dt>
                  <MapPin aria-hidden="true" className="mt-0.5 size-4" />
                  <span className="sr-only">Address</span>
                </dt>
                <dd>
                  <ExternalLink href={mapUrl(shop)} className={cn(textLinkClasses, "font-normal")}>
                    <span className="sr-only">Show </span>
                    {shop.address}
                    <span className="sr-only"> on a map</span>
                  </ExternalLink>
                </dd>
              </div>
              <div className="flex gap-2">
                <dt>
                  <Clock aria-hidden="true" className="mt-0.5 size-4" />
                  <span className="sr-only">Opening hours</span>
                </dt>
                <dd>{shop.hours ?? "See the shop's website for current hours"}</dd>
              </div>
            </dl>
            <ExternalLink
              href={shop.website}
              className={cn(textLinkClasses, "mt-auto inline-flex items-center gap-1.5 self-start pt-4")}
            >
              {shop.name} website
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
