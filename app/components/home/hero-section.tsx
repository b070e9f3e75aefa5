import { Hero } from "~/components/hero/hero";

/** The home page's hero: the shared Hero with the store badges (its default call to action). */
export function HeroSection() {
  return <Hero cta="badges" />;
}
