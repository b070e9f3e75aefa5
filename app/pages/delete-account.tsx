import { X } from "lucide-react";
import { DeletionForm } from "~/components/delete-account/deletion-form";
import { DeletionHandoff } from "~/components/delete-account/deletion-handoff";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { Card, Container, Eyebrow } from "~/components/ui/container";
import { textLinkClasses } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";
import { buildMeta, type MetaFunction } from "~/content/meta";
import { localeOfPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { PageLink } from "~/components/layout/page-link";
import { slot, withParts } from "~/lib/rich-text";
import { m } from "~/paraglide/messages.js";

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return buildMeta({
    locale,
    title: m.delete_meta_title({}, { locale }),
    description: m.delete_meta_description({ name: siteConfig.name }, { locale }),
    path: "/delete-account",
  });
};

/** What deletion removes: title and text of each point. */
const removed = [
  [m.delete_removed_data_title, m.delete_removed_data_text],
  [m.delete_removed_trips_title, m.delete_removed_trips_text],
  [m.delete_removed_login_title, m.delete_removed_login_text],
] as const;

const goodToKnow = [
  m.delete_good_to_know_days,
  m.delete_good_to_know_invoices,
  m.delete_good_to_know_statistics,
  m.delete_good_to_know_check,
  m.delete_good_to_know_record,
] as const;

/** /delete-account and /de/konto-loeschen: what deletion means, and the request form (spec §2, §5). */
export default function DeleteAccount() {
  const locale = useLocale();
  const name = siteConfig.name;
  return (
    <Container className="py-14 md:py-20">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <Eyebrow>{m.delete_eyebrow({}, { locale })}</Eyebrow>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance hyphens-auto sm:text-5xl">
            {m.delete_title({ name }, { locale })}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{m.delete_intro({}, { locale })}</p>

          <h2 className="mt-10 text-xl font-bold">{m.delete_removed_heading({}, { locale })}</h2>
          <ul className="mt-4 space-y-4">
            {removed.map(([title, text]) => (
              <li key={title({}, { locale })} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-danger-tint text-danger"
                >
                  <X size={14} strokeWidth={3} />
                </span>
                <p className="leading-relaxed text-ink-soft">
                  <strong className="text-ink">{title({}, { locale })}.</strong> {text({ name }, { locale })}
                </p>
              </li>
            ))}
          </ul>

          <h2 className="mt-10 text-xl font-bold">{m.delete_good_to_know_heading({}, { locale })}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-soft marker:text-ink-faint">
            {goodToKnow.map((line) => {
              const text = line({}, { locale });
              return <li key={text}>{text}</li>;
            })}
          </ul>
          <p className="mt-6 leading-relaxed text-ink-soft">
            {withParts(m.delete_questions({ email: slot("email"), privacy: slot("privacy") }, { locale }), {
              email: <ObfuscatedEmail subject={m.delete_questions_subject({}, { locale })} />,
              privacy: (
                <PageLink to="/privacy-policy" className={textLinkClasses}>
                  {m.delete_privacy_link({}, { locale })}
                </PageLink>
              ),
            })}
          </p>
        </div>

        <Card className="self-start sm:p-8 lg:sticky lg:top-24">
          <DeletionForm />
          <DeletionHandoff />
        </Card>
      </div>
    </Container>
  );
}
