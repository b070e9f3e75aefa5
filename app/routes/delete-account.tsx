import { X } from "lucide-react";
import type { Route } from "./+types/delete-account";
import { DeletionForm } from "~/components/delete-account/deletion-form";
import { ObfuscatedEmail } from "~/components/obfuscated-email";
import { Card, Container, Eyebrow } from "~/components/ui/container";
import { TextLink } from "~/components/ui/text-link";
import { accountDeletionDays } from "~/config/constants";
import { siteConfig } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { localeOfPath } from "~/lib/locale";

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    locale: localeOfPath(location.pathname),
    title: "Delete Your Account",
    description: `Request the deletion of your ${siteConfig.name} account: what is removed, what the law makes us keep, and how long it takes.`,
    path: "/delete-account",
  });

const removed = [
  {
    title: "All your data and settings",
    text: "Your profile, your preferences and everything saved to your account.",
  },
  {
    title: "Your place in every trip and group",
    text: "You are removed from all trips and groups, and your friends will no longer see you among the travellers.",
  },
  {
    title: "Your login",
    text: `You can no longer sign in. To use ${siteConfig.name} again later, you would start a new account.`,
  },
];

const goodToKnow = [
  `We handle every request within ${accountDeletionDays} days and let you know by e-mail when it's done.`,
  "Invoices and payment records, if you have any, are kept for as long as tax law requires, and for nothing else.",
  "Anonymised statistics that can no longer be linked to you may remain.",
  "We may write to you once to check that the request really comes from the account's owner.",
];

/** /delete-account: what deletion means, and the request form (spec §2, §5). */
export default function DeleteAccount() {
  return (
    <Container className="py-14 md:py-20">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <Eyebrow>Your account</Eyebrow>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Delete your {siteConfig.name} account
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">
            Sorry to see you go. Before you send the request, here is exactly what deleting your account means.
          </p>

          <h2 className="mt-10 text-xl font-bold">What deleting removes</h2>
          <ul className="mt-4 space-y-4">
            {removed.map((item) => (
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

          <h2 className="mt-10 text-xl font-bold">Good to know</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-soft marker:text-ink-faint">
            {goodToKnow.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-6 leading-relaxed text-ink-soft">
            Questions first? Write to <ObfuscatedEmail subject="Question about deleting my account" />, or read how we
            handle your data in our <TextLink to="/privacy-policy">Privacy Policy</TextLink>.
          </p>
        </div>

        <Card className="self-start sm:p-8 lg:sticky lg:top-24">
          <DeletionForm />
        </Card>
      </div>
    </Container>
  );
}
