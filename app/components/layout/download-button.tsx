import { NavButton, type ButtonStyle } from "~/components/ui/button";
import { useDownloadTarget } from "~/lib/page-campaign";

/**
 * 'Get The App For Free': fires download_app, then goes to /download (spec §2, §7).
 * Inside a guide or article it carries the page's campaign (lib/page-campaign.ts).
 */
export function DownloadButton({
  children = "Get The App For Free",
  variant,
  size,
  className,
}: ButtonStyle & { children?: string }) {
  const download = useDownloadTarget();
  return (
    <NavButton to={download.to} onActivate={download.track} variant={variant} size={size} buttonClassName={className}>
      {children}
    </NavButton>
  );
}
