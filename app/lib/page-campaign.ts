/**
 * The in-site campaign of the guide or article being read (decisions.md,
 * "In-site campaign links"). The content layout provides the page's
 * defaults; every download button inside the page (the call to action, a
 * get-the-app button in the text, the Oktoberfest prompt) leads to /download
 * with it, so the download is credited to the page.
 */
import { createContext, useContext } from "react";
import { resolveCampaign, trackedPath, type Campaign } from "./tracking";
import { usePage } from "./page";
import { localizePath } from "./locale";

export const PageCampaignContext = createContext<Campaign | null>(null);

/**
 * The page's campaign as the prerendered link has it (its defaults; the utm values of the page's
 * own address are the page script's to add, src/scripts/download-target.ts); null outside a guide
 * or article.
 */
function usePageCampaign(): Campaign | null {
  const defaults = useContext(PageCampaignContext);
  return defaults && resolveCampaign(defaults, "");
}

/**
 * Where a download button leads: /download (or its counterpart in the page's language), with the
 * page's campaign inside a guide or article. Its click sends download_app with that campaign
 * (src/scripts/links.ts, src/components/content/download-links.ts).
 */
export function useDownloadPath(): string {
  const campaign = usePageCampaign();
  const download = localizePath("/download", usePage().locale);
  return campaign ? trackedPath(download, campaign) : download;
}
