import type { Shop } from "./shop-schema";

/**
 * Munich Tracht shops for the shop page. Ratings are Wayfellow's editorial
 * ratings (decisions.md, "Munich shops"). INCOMPLETE: four entries, not all
 * of them fully checked; drafts/README.md records what the sources confirmed
 * for these and for the other candidates. Nothing here is guessed: a shop
 * goes in only when its name, current address and website are each checked.
 */
export const munichShops: Shop[] = [
  {
    name: "Bavarian Outfitters",
    type: "RENT",
    rating: 4.7,
    priceTier: "€",
    englishFriendly: true,
    address: "Lindwurmstraße 108A, 80337 München",
    website: "https://bavarian-outfitters.de",
    description:
      "A rental specialist, running since 2010, that hires out Lederhosen and Dirndl: you reserve by size and pickup date online, then choose the exact outfit and get fitted in the store. It also dresses large groups, so a whole friend group can be outfitted in one visit.",
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
      "A Munich fashion house founded in 1842 whose Tracht department, on the third floor, carries Dirndl, Lederhosen and loden jackets. A good fit for a friend who wants a quality outfit to wear well beyond one festival.",
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
      "A Munich Tracht house founded in 1948, with its main store on Landsberger Straße near the Donnersberger Brücke. It sells complete Dirndl and Lederhosen outfits across a wide price range, which suits groups on different budgets.",
  },
  {
    name: "Hirmer",
    type: "BUY",
    rating: 4.4,
    priceTier: "€€€",
    englishFriendly: false,
    address: "Kaufingerstraße 28, 80331 München",
    website: "https://www.hirmer.de",
    description:
      "A large menswear store in the pedestrian zone with a year-round Tracht department, Landlust, on the second floor. Useful for the men in a group who want Lederhosen, shirts and jackets in one place.",
  },
];
