import type { Shop } from "./shop-schema";

/**
 * Munich Tracht shops on /lederhosen-dirndl-munich. A shop is listed only when
 * its name, street address and website were each found in a published source
 * (decisions.md, "Munich shops"); docs/munich-shops.md records the sources, the
 * date they were seen and the candidates that did not make it. The rating is
 * the site's own editorial rating and the price tier our estimate of a full
 * outfit (for a rental, of the rental); opening hours stay out until checked
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
    descriptionDe:
      "Ein allgemeiner Kostümverleih in Schwabing, seit 1950, kein reiner Trachtenladen: rund 20.000 Kostüme in einem Hinterhof an der Hohenzollernstraße. Lederhosen und Dirndl gehören zu dem, was er verleiht und verkauft, und der Großteil der Tracht lagert bis zur Wiesn-Saison im Depot.",
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
    descriptionDe:
      "Das Kaufhaus am Marienplatz, gegründet 1861. Seine 2022 umgebaute Trachtenetage führt die Hausmarke Heimatwerk neben Münchner Labels wie Gottseidank und CocoVero: der einfachste Ort, um viele Hersteller bei einem Besuch zu vergleichen.",
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
    descriptionDe:
      "Ein traditionsreiches Münchner Modehaus mit dem Stammhaus am Dom, das neben seiner übrigen Mode Dirndl, Lederhosen und Lodenjanker verkauft. Für alle, die ein Outfit wollen, das weit länger als ein Fest hält.",
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
    descriptionDe:
      "Ein Münchner Trachtenhaus, gegründet 1948, mit einem Laden an der Landsberger Straße bei der Donnersberger Brücke. Die Preisspanne ist breit, vom einfachen Dirndl-Set bis zum kompletten Outfit, passend für eine Gruppe mit unterschiedlichen Budgets.",
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
    descriptionDe:
      "Eines der größten Herrenmodehäuser der Welt, in der Fußgängerzone, mit einer ganzjährigen Trachtenabteilung (Landlust) für Lederhosen, Hemden und Janker. Praktisch, wenn die Männer der Gruppe alles an einem Ort wollen.",
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
    descriptionDe:
      "Ein Münchner Dirndl-Label, bekannt für klassische, schlichte Entwürfe, mit einer kleinen Herrenkollektion. Sein Laden ist 2022 in die Altstadt gezogen.",
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
    descriptionDe:
      "Ein Münchner Label, das klassische Dirndl aus bunten Stoffen mit afrikanischen Mustern schneidert. Für alle, die im Zelt lieber auffallen, als zum Tisch zu passen.",
  },
];
