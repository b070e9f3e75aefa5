import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { Card, Container, Eyebrow } from "~/components/ui/container";
import { StoreBadges } from "~/components/ui/store-badge";
import { textLinkClasses } from "~/components/ui/text-link";
import { PageLink } from "~/components/layout/page-link";
import { siteConfig } from "~/config/site";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { cn } from "~/lib/cn";
import type { Locale } from "~/config/locales";
import { localeOfPath } from "~/lib/locale";
import { slot, withParts } from "~/lib/rich-text";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.contact_meta_title({}, { locale }),
    description: m.contact_meta_description({ name: siteConfig.name }, { locale }),
    path: "/contact",
  });
};

const topics: {
  title: (locale: Locale) => string;
  text: (locale: Locale) => string;
  link?: { to: string; label: (locale: Locale) => string };
}[] = [
  {
    title: (locale) => m.contact_app_title({}, { locale }),
    text: (locale) => m.contact_app_text({}, { locale }),
  },
  {
    title: (locale) => m.contact_account_title({}, { locale }),
    text: (locale) => m.contact_account_text({}, { locale }),
    link: { to: "/delete-account", label: (locale) => m.contact_account_link({}, { locale }) },
  },
  {
    title: (locale) => m.contact_partners_title({}, { locale }),
    text: (locale) => m.contact_partners_text({}, { locale }),
  },
];

export default function Contact() {
  const locale = useLocale();
  const email = <ObfuscatedEmail subject={m.contact_mail_subject({ name: siteConfig.name }, { locale })} />;
  return (
    <Container className="py-16 md:py-24">
      <Eyebrow>{m.contact_eyebrow({}, { locale })}</Eyebrow>
      <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        {m.contact_title({}, { locale })}
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">
        {withParts(m.contact_lead({ name: siteConfig.name, email: slot("email") }, { locale }), { email })}
      </p>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.title("en")}>
            <Card className="h-full">
              <h2 className="text-lg font-bold">{topic.title(locale)}</h2>
              <p className="mt-2 leading-relaxed text-ink-soft">{topic.text(locale)}</p>
              {topic.link && (
                <PageLink to={topic.link.to} className={cn(textLinkClasses, "mt-3 inline-block")}>
                  {topic.link.label(locale)}
                </PageLink>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-14 rounded-card bg-sand p-6 md:flex md:items-center md:justify-between md:p-8">
        <p className="text-lg font-bold">{m.contact_app_answers({}, { locale })}</p>
        <StoreBadges className="mt-4 md:mt-0" />
      </div>
    </Container>
  );
}
