import { StatusPanel } from "~/components/status-panel";
import { StoreBadges } from "~/components/ui/store-badge";
import { TextLink } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";

/** A link without a usable token (spec §8): say so kindly and offer the ways on. */
export function InvalidInvite() {
  return (
    <StatusPanel
      tone="problem"
      title="Invalid Invitation"
      actions={
        <>
          <StoreBadges className="justify-center" />
          <TextLink to="/" className="underline-offset-4">
            Back to Homepage
          </TextLink>
        </>
      }
    >
      <p>The invitation link is invalid or has expired.</p>
      <p className="text-base">
        Ask the friend who invited you for a fresh link: they can share it from the trip in the {siteConfig.name} app.
        Already a member? Open the app and your trips are waiting there.
      </p>
    </StatusPanel>
  );
}
