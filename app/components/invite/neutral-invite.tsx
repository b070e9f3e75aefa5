import { StoreBadges } from "~/components/ui/store-badge";
import { siteConfig } from "~/config/site";
import { InviteColumn, InviteIntro } from "./invite-intro";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The prerendered state, also what a visitor without JavaScript keeps: no
 * token and no device are known, so it explains both ways in and never
 * shows a spinner.
 */
export function NeutralInvite() {
  const locale = useLocale();
  return (
    <InviteColumn>
      <InviteIntro>{m.invite_neutral_intro({ name: siteConfig.name }, { locale })}</InviteIntro>
      <ol className="mt-10 divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        <li className="flex gap-4 p-6">
          <StepNumber n={1} />
          <div>
            <h2 className="text-lg font-bold">{m.invite_step1_title({ name: siteConfig.name }, { locale })}</h2>
            <p className="mt-1 leading-relaxed text-ink-soft">{m.invite_step1_text({}, { locale })}</p>
            <StoreBadges className="mt-4" />
          </div>
        </li>
        <li className="flex gap-4 p-6">
          <StepNumber n={2} />
          <div>
            <h2 className="text-lg font-bold">{m.invite_step2_title({}, { locale })}</h2>
            <p className="mt-1 leading-relaxed text-ink-soft">{m.invite_step2_text({}, { locale })}</p>
          </div>
        </li>
      </ol>
    </InviteColumn>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-tint font-extrabold text-brand-strong"
    >
      {n}
    </span>
  );
}
