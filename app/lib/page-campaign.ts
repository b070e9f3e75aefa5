/**
 * The in-site campaign of the guide or article being read (decisions.md,
 * "In-site campaign links"). The content layout provides the page's
 * defaults; every download button inside the page (the call to action, a
 * get-the-app button in the text, the Oktoberfest prompt) leads to /download
 * with it, so the download is credited to the page.
 */
import { createContext, useContext } from "react";
import { useLocation } from "react-router";
import { trackDownload } from "./analytics";
import { campaignAsSource, resolveCampaign, trackedPath, type Campaign } from "./tracking";
import { useHydrated } from "./use-hydrated";
import { localeOfPath, localizePath } from "./locale";

export const PageCampaignContext = createContext<Campaign | null>(null);

/**
 * The page's campaign, with the utm values of its own address once hydrated
 * (the prerendered link has the defaults); null outside a guide or article.
 */
export function usePageCampaign(): Campaign | null {
  const defaults = useContext(PageCampaignContext);
  const { search } = useLocation();
  const hydrated = useHydrated();
  return defaults && resolveCampaign(defaults, hydrated ? search : "");
}

/**
 * Where a download button leads and what its click sends: /download (or its
 * counterpart in the page's language) and
 * download_app, both with the page's campaign inside a guide or article.
 */
export function useDownloadTarget(): { to: string; track: () => void } {
  const campaign = usePageCampaign();
  // The download page in the page's language (/de/download on German pages); the events are the same.
  const download = localizePath("/download", localeOfPath(useLocation().pathname));
  if (!campaign) return { to: download, track: () => trackDownload() };
  return { to: trackedPath(download, campaign), track: () => trackDownload(campaignAsSource(campaign)) };
}
