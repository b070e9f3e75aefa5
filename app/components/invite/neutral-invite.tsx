import { StoreBadges } from "~/components/ui/store-badge";
import { siteConfig } from "~/config/site";
import { InviteColumn, InviteIntro } from "./invite-intro";

/**
 * The prerendered state, also what a visitor without JavaScript keeps: no
 * token and no device are known, so it explains both ways in and never
 * shows a spinner.
 */
export function NeutralInvite() {
  return (
    <InviteColumn>
      <InviteIntro>
        Your friends are planning a trip together in {siteConfig.name} and want you along. Here is how to join them.
      </InviteIntro>
      <ol className="mt-10 divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        <li className="flex gap-4 p-6">
          <StepNumber n={1} />
          <div>
            <h2 className="text-lg font-bold">Get {siteConfig.name} on your phone</h2>
            <p className="mt-1 leading-relaxed text-ink-soft">It's free on iPhone and Android.</p>
            <StoreBadges className="mt-4" />
          </div>
        </li>
        <li className="flex gap-4 p-6">
          <StepNumber n={2} />
          <div>
            <h2 className="text-lg font-bold">Open this invite link on your phone</h2>
            <p className="mt-1 leading-relaxed text-ink-soft">
              With the app installed, the link takes you straight into the trip. Sign in and you're part of the group.
            </p>
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
