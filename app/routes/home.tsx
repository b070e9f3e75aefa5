import type { Route } from "./+types/home";
import { homeSections, siteConfig } from "~/config/site";
import { Container, Section } from "~/components/ui/container";
import { StoreBadges } from "~/components/ui/store-badge";
import { buildMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title: `${siteConfig.name}: AI Group Trip Planner App for Friends`,
    absoluteTitle: true,
    description:
      "Plan group trips with friends in one free app: shared itinerary and map, polls, chat, expense splitting and AI suggestions. Bachelor parties, festivals, ski trips and more.",
    path: "/",
  });

export default function Home() {
  return (
    <>
      <Section>
        <Container>
          <h1 className="max-w-3xl text-display font-extrabold">AI Group Trip Planner App</h1>
          <p className="mt-6 max-w-xl text-xl text-ink-soft">{siteConfig.tagline}.</p>
          <StoreBadges className="mt-8" />
        </Container>
      </Section>
      <Section id={homeSections.download} tone="sand">
        <Container>
          <h2 className="text-3xl font-extrabold tracking-tight">Download the app</h2>
          <StoreBadges className="mt-6" />
        </Container>
      </Section>
    </>
  );
}
