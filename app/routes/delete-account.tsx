import { X } from "lucide-react";
import type { Route } from "./+types/delete-account";
import { DeletionForm } from "~/components/delete-account/deletion-form";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { Card, Container, Eyebrow } from "~/components/ui/container";
import { textLinkClasses } from "~/components/ui/text-link";
import { PageLink } from "~/components/layout/page-link";
import { accountDeletionDays } from "~/config/constants";
import { siteConfig } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { localeOfPath, type Locale } from "~/lib/locale";
import { slot, withParts } from "~/lib/rich-text";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.delete_meta_title({}, { locale }),
    description: m.delete_meta_description({ name: siteConfig.name }, { locale }),
    path: "/delete-account",
  });
};

function removed(locale: Locale) {
  const l = { locale };
  return [
    { title: m.delete_removed_data_title({}, l), text: m.delete_removed_data_text({}, l) },
    { title: m.delete_removed_trips_title({}, l), text: m.delete_removed_trips_text({}, l) },
    { title: m.delete_removed_login_title({}, l), text: m.delete_removed_login_text({ name: siteConfig.name }, l) },
  ];
}

function goodToKnow(locale: Locale) {
  const l = { locale };
  return [
    m.delete_know_days({ days: String(accountDeletionDays) }, l),
    m.delete_know_invoices({}, l),
    m.delete_know_stats({}, l),
    m.delete_know_check({}, l),
  ];
}

export default function DeleteAccount() {
  const locale = useLocale();
  return (
    <Container className="py-14 md:py-20">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <Eyebrow>{m.delete_eyebrow({}, { locale })}</Eyebrow>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {m.delete_title({ name: siteConfig.name }, { locale })}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{m.delete_lead({}, { locale })}</p>

          <h2 className="mt-10 text-xl font-bold">{m.delete_removes_heading({}, { locale })}</h2>
          <ul className="mt-4 space-y-4">
            {removed(locale).map((item) => (
              <li key={item.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-danger-tint text-danger"
                >
                  <X size={14} strokeWidth={3} />
                </span>
                <p className="leading-relaxed text-ink-soft">
                  <strong className="text-ink">{item.title}.</strong> {item.text}
                </p>
              </li>
            ))}
          </ul>

          <h2 className="mt-10 text-xl font-bold">{m.delete_know_heading({}, { locale })}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-soft marker:text-ink-faint">
            {goodToKnow(locale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-6 leading-relaxed text-ink-soft">
            {withParts(m.delete_questions({ email: slot("email"), link: slot("link") }, { locale }), {
              email: <ObfuscatedEmail subject={m.delete_mail_subject({}, { locale })} />,
              link: (
                <PageLink to="/privacy-policy" className={textLinkClasses}>
                  {m.delete_questions_link({}, { locale })}
                </PageLink>
              ),
            })}
          </p>
        </div>

        <Card className="self-start sm:p-8 lg:sticky lg:top-24">
          <DeletionForm />
        </Card>
      </div>
    </Container>
  );
}
