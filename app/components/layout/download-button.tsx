import { NavButton, type ButtonStyle } from "~/components/ui/button";
import { useDownloadPath } from "~/lib/page-campaign";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * 'Get The App For Free': fires download_app, then goes to /download (spec §2, §7).
 * Inside a guide or article it carries the page's campaign (lib/page-campaign.ts).
 */
export function DownloadButton({
  children,
  variant,
  size,
  className,
  buttonData,
}: ButtonStyle & { children?: string; buttonData?: Record<`data-${string}`, string> }) {
  const locale = useLocale();
  return (
    <NavButton
      to={useDownloadPath()}
      variant={variant}
      size={size}
      buttonClassName={className}
      // The page's script sends download_app on its submit (src/scripts/links.ts).
      formData={{ "data-download": "" }}
      buttonData={buttonData}
    >
      {children ?? m.cta_get_app_free({}, { locale })}
    </NavButton>
  );
}
