/**
 * The call to action of a guide, an article or the splitter (DownloadCallToAction,
 * app/components/guides/call-to-action.tsx): a link to /download with the page's in-site campaign,
 * as the build wrote it. Here it takes the utm values of the page's own address, never its fixed
 * utm_content (src/scripts/download-target.ts), and its click sends download_app with that
 * campaign before the page is left, as the download buttons do (src/scripts/links.ts). The site
 * script loads it on every page (src/scripts/site.ts); it finds the call to action by `data-download`.
 */
import { trackDownload } from "~/lib/analytics";
import { campaignAsSource } from "~/lib/tracking";
import { downloadTarget } from "../../scripts/download-target";

for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-download]")) {
  const url = new URL(link.href);
  const target = downloadTarget(url.pathname, url.searchParams, window.location.search);
  link.setAttribute("href", target.href);
  link.addEventListener("click", () => trackDownload(target.campaign && campaignAsSource(target.campaign)));
}
