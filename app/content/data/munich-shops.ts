import type { Shop } from "./shop-schema";

/**
 * Munich Tracht shops on /lederhosen-dirndl-munich. A shop is listed only when
 * its name, street address and website were each found in a published source
 * (decisions.md, "Munich shops"); docs/munich-shops.md records the sources, the
 * date they were seen and the candidates that did not make it. The rating is
 * the site's own editorial rating and the price tier our estimate of a full
 * outfit (for a rental, of the rental); the German page's descriptions are in
 * munich-shops.de.ts, so the English page loads none; opening hours stay out until checked
 * (the card then sends readers to the shop's website). The shop that rents
 * comes first: most visitors who fly in for the festival want to rent.
 */
export const munichShops: Shop[] = [
  {
    name: "Kostüme Breuer",
    type: "BOTH",
    rating: 4.4,
    priceTier: "€",
    englishFriendly: false,
    address: "Hohenzollernstraße 22a, 80801 München",
    website: "https://www.kostuemebreuer.de",
    description:
      "A general costume rental in Schwabing since 1950, not a Tracht specialist: about 20,000 costumes in a courtyard off Hohenzollernstraße. Lederhosen and Dirndl are among what it rents and sells, and most of its Tracht is kept in storage until the Oktoberfest season.",
  },
  {
    name: "Ludwig Beck",
    type: "BUY",
    rating: 4.6,
    priceTier: "€€€",
    englishFriendly: false,
    address: "Marienplatz 11, München",
    website: "https://www.ludwigbeck.de",
    description:
      "The department store on Marienplatz, founded in 1861. Its Tracht floor, refitted in 2022, carries the store's own Heimatwerk label next to Munich labels such as Gottseidank and CocoVero: the easiest place to compare many makers in one visit.",
  },
  {
    name: "Lodenfrey",
    type: "BUY",
    rating: 4.6,
    priceTier: "€€€",
    englishFriendly: false,
    address: "Maffeistraße 7, 80333 München",
    website: "https://www.lodenfrey.com",
    description:
      "A traditional Munich fashion house with its main store by the cathedral, selling Dirndl, Lederhosen and loden jackets alongside its other fashion. For the friend who wants an outfit made to last well beyond one festival.",
  },
  {
    name: "Trachten Angermaier",
    type: "BUY",
    rating: 4.5,
    priceTier: "€€",
    englishFriendly: false,
    address: "Landsberger Straße 103, München",
    website: "https://www.trachten-angermaier.de",
    description:
      "A Munich Tracht house founded in 1948, with a store on Landsberger Straße by the Donnersberger Brücke. It sells across a wide price range, from simple Dirndl sets to complete outfits, which suits a group on different budgets.",
  },
  {
    name: "Hirmer",
    type: "BUY",
    rating: 4.4,
    priceTier: "€€€",
    englishFriendly: false,
    address: "Kaufingerstraße 28, München",
    website: "https://www.hirmer.de",
    description:
      "One of the largest menswear stores in the world, in the pedestrian zone, with a year-round Tracht department (Landlust) for Lederhosen, shirts and jackets. Useful when the men of the group want everything in one place.",
  },
  {
    name: "CocoVero",
    type: "BUY",
    rating: 4.5,
    priceTier: "€€€",
    englishFriendly: false,
    address: "Schäfflerstraße 3, München",
    website: "https://www.cocovero.com",
    description:
      "A Munich Dirndl label known for classic, understated designs, with a small men's collection. Its store moved into the old town in 2022.",
  },
  {
    name: "Noh Nee",
    type: "BUY",
    rating: 4.3,
    priceTier: "€€€",
    englishFriendly: false,
    address: "Hans-Sachs-Straße 2, 80469 München",
    website: "https://www.nohnee.com",
    description:
      "A Munich label that cuts traditional Dirndl from colorful African-print fabrics. For the friend who would rather stand out in the tent than match the table.",
  },
];
