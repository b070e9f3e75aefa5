/**
 * What every page does in the browser, without a framework: the page view, the cookie banner and
 * its settings, the menu, links and buttons that go somewhere, the header's download button, a
 * notice carried from the previous page, the support address, the footer's year and the language switch's query. Each
 * part finds its elements in the prerendered HTML; what only some pages need is loaded there.
 *
 * This module runs after the page's own module scripts (module scripts run in document order, and
 * it is the last). It ends by setting `<html data-enhanced>`: from then on the head's inline consent
 * script leaves the banner's clicks to consent.ts, whose listener is in place by then.
 */
import { trackPageView } from "~/lib/analytics";
import { enhanceConsent } from "./consent";
import { showCarriedNotice } from "./flash";
import { enhanceLinks } from "./links";
import { enhanceMenu } from "./menu";
import { revealSupportEmail } from "./support-email";

// First: the page view is queued before anything the visitor does here (the first visit and the
// attribution come before it when the analytics client starts: app/lib/analytics/runtime.ts).
const view = () => trackPageView(location.pathname, location.search);
view();
// A page restored from the back-forward cache runs nothing again, yet it is viewed again.
addEventListener("pageshow", (event) => event.persisted && view());

enhanceConsent();
enhanceMenu();
enhanceLinks();
showCarriedNotice();
revealSupportEmail();

// Home's download section (app/config/site.ts, homeSections.download).
const downloadSection = document.getElementById("download-app");
if (downloadSection) void import("./header-download").then((module) => module.followDownloadSection(downloadSection));

// The footer shows the visitor's year, not the build's.
for (const element of document.querySelectorAll<HTMLElement>("[data-year]")) {
  element.textContent = element.textContent!.replace(element.dataset.year!, `${new Date().getFullYear()}`);
}

// On the invite page the language switch keeps the visitor's query (the token) for the other language.
for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-keep-query]")) {
  link.setAttribute("href", link.pathname + location.search);
}

document.documentElement.dataset.enhanced = "true";
