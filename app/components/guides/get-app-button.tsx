import { DownloadButton } from "~/components/layout/download-button";

/** A get-the-app button in a page's text: fires download_app, then goes to /download. */
export function GetAppButton({ children }: { children: string }) {
  return (
    <div className="not-prose my-8">
      <DownloadButton size="lg">{children}</DownloadButton>
    </div>
  );
}
