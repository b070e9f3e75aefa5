/**
 * The Munich shops' descriptions on the German page (/de/lederhosen-dirndl-muenchen), by shop name:
 * written in German from the same sources (docs/munich-shops.md). Only the German page loads them
 * (components/guides/shop-list.de.tsx); a shop without one shows its English text, marked lang="en".
 */
export const shopDescriptionsDe: Record<string, string> = {
  "Kostüme Breuer":
    "Seit 1950 ein Kostümverleih in Schwabing, kein reines Trachtengeschäft: rund 20.000 Kostüme in einem Hinterhof an der Hohenzollernstraße. Lederhosen und Dirndl verleiht und verkauft er auch; den Großteil seiner Tracht holt er erst zur Wiesn-Saison aus dem Lager.",
  "Ludwig Beck":
    "Das Kaufhaus am Marienplatz, gegründet 1861. Seine 2022 neu eingerichtete Trachtenetage führt die hauseigene Marke Heimatwerk neben Münchner Labels wie Gottseidank und CocoVero: der einfachste Ort, um viele Hersteller bei einem Besuch zu vergleichen.",
  Lodenfrey:
    "Ein traditionsreiches Münchner Modehaus mit dem Stammhaus am Dom, das neben seiner übrigen Mode Dirndl, Lederhosen und Lodenjanker verkauft. Für alle, die eine Tracht wollen, die weit länger als eine Wiesn hält.",
  "Trachten Angermaier":
    "Ein Münchner Trachtenhaus, gegründet 1948, mit Geschäft an der Landsberger Straße bei der Donnersberger Brücke. Die Preisspanne ist groß, vom einfachen Dirndl-Set bis zur kompletten Tracht; das passt zu einer Gruppe mit unterschiedlichem Budget.",
  Hirmer:
    "Eines der größten Herrenmodehäuser der Welt, in der Fußgängerzone, mit einer ganzjährigen Trachtenabteilung (Landlust) für Lederhosen, Hemden und Janker. Praktisch, wenn die Männer der Gruppe alles an einem Ort wollen.",
  CocoVero:
    "Ein Münchner Dirndl-Label, bekannt für klassische, zurückhaltende Schnitte, mit einer kleinen Herrenkollektion. Sein Geschäft zog 2022 in die Altstadt.",
  "Noh Nee":
    "Ein Münchner Label, das traditionelle Dirndl aus farbenfrohen afrikanischen Druckstoffen schneidert. Für alle, die im Zelt lieber auffallen, als zum Tisch zu passen.",
};
