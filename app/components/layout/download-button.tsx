import { NavButton, type ButtonStyle } from "~/components/ui/button";
import { trackDownload } from "~/lib/analytics";

/** 'Get The App For Free': fires download_app, then goes to /download (spec §2, §7). */
export function DownloadButton({
  children = "Get The App For Free",
  variant,
  size,
  className,
}: ButtonStyle & { children?: string }) {
  return (
    <NavButton
      to="/download"
      onActivate={() => trackDownload()}
      variant={variant}
      size={size}
      buttonClassName={className}
    >
      {children}
    </NavButton>
  );
}
