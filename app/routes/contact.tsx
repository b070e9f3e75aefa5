import type { Route } from "./+types/contact";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { Card, Container, Eyebrow } from "~/components/ui/container";
import { StoreBadges } from "~/components/ui/store-badge";
import { TextLink } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { localeOfPath } from "~/lib/locale";

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    locale: localeOfPath(location.pathname),
    title: "Contact Us",
    description: `Questions about planning a group trip with ${siteConfig.name}, your account or a partnership? Write to our support team.`,
    path: "/contact",
  });

const topics: { title: string; text: string; link?: { to: string; label: string } }[] = [
  {
    title: "Help with the app",
    text: "Trouble joining a trip, an invite link that will not open, or a feature that does not behave? Tell us your phone model and what you tapped.",
  },
  {
    title: "Your account and data",
    text: "Questions about your data, or a request to delete your account.",
    link: { to: "/delete-account", label: "Request account deletion" },
  },
  {
    title: "Partners and press",
    text: "Hotels, tour operators, event organisers and journalists: we read every message and reply within two working days.",
  },
];

export default function Contact() {
  return (
    <Container className="py-16 md:py-24">
      <Eyebrow>Contact</Eyebrow>
      <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        We're here to help you get the trip planned
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">
        The quickest way to reach the {siteConfig.name} team is e-mail. Write to us at{" "}
        <ObfuscatedEmail subject={`Question about ${siteConfig.name}`} /> and a real person will answer, usually within
        one working day.
      </p>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.title}>
            <Card className="h-full">
              <h2 className="text-lg font-bold">{topic.title}</h2>
              <p className="mt-2 leading-relaxed text-ink-soft">{topic.text}</p>
              {topic.link && (
                <TextLink to={topic.link.to} className="mt-3 inline-block">
                  {topic.link.label}
                </TextLink>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-14 rounded-card bg-sand p-6 md:flex md:items-center md:justify-between md:p-8">
        <p className="text-lg font-bold">Most answers are one tap away inside the app.</p>
        <StoreBadges className="mt-4 md:mt-0" />
      </div>
    </Container>
  );
}
