import { StatusPanel } from "~/components/status-panel";
import { StoreBadges } from "~/components/ui/store-badge";
import { TextLink } from "~/components/ui/text-link";
import { siteConfig } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";
import { homePath } from "~/lib/locale";

/** A link without a usable token (spec §8): say so kindly and offer the ways on. */
export function InvalidInvite() {
  const locale = useLocale();
  return (
    <StatusPanel
      tone="problem"
      title={m.invite_invalid_title({}, { locale })}
      actions={
        <>
          <StoreBadges className="justify-center" />
          <TextLink to={homePath(locale)} className="underline-offset-4">
            {m.invite_back_home({}, { locale })}
          </TextLink>
        </>
      }
    >
      <p>{m.invite_invalid_text({}, { locale })}</p>
      <p className="text-base">{m.invite_invalid_help({ name: siteConfig.name }, { locale })}</p>
    </StatusPanel>
  );
}
