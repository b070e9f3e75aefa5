/**
 * What every page does in the browser, without a framework: the page view, the cookie banner and
 * its settings, the menu, links and buttons that go somewhere, the store badges, the header's download button, a
 * notice carried from the previous page, the support address, the footer's year and the language
 * switch's query. Each part finds its elements in the prerendered HTML; what only some pages need
 * is loaded there.
 *
 * It is also the one module a reading page loads: the behaviours of the content pages' components
 * (the tables, the share control, the session prompt, the countdown, the guide's blocks, the call
 * to action) are imported here, first, rather than from a script in each component. Each is a few
 * hundred bytes that does nothing on a page without its elements, and one module with all of them
 * costs a phone less than five modules and their ten shared chunks did, fetched in four rounds,
 * one level of imports after another (docs/benchmarks.md, 2026-11-29).
 *
 * The few pages with scripts of their own (home, download, get-the-app, the app's pages, the
 * splitter) import what they share with it from its file, so there it runs first, as their
 * dependency, in the same task as they do: whoever looks next finds both done. It ends by setting
 * `<html data-enhanced>`: from then on the head's inline consent script leaves the banner's clicks
 * to consent.ts, whose listener is in place by then.
 */
// First, before any module that could read storage: the guard for browsers that block it.
import "~/lib/storage-guard";
import "../components/guides/share-control";
import "../components/content/scroll-regions";
import "../components/guides/session-prompt";
import "../components/guides/countdown";
import "./guide";
import "../components/content/download-links";
import { trackPageView } from "~/lib/analytics";
import { enhanceConsent } from "./consent";
import { showCarriedNotice } from "./flash";
import { enhanceLinks } from "./links";
import { enhanceMenu } from "./menu";
import { enhanceStoreBadges } from "./store-badges";
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
enhanceStoreBadges();
showCarriedNotice();
revealSupportEmail();

// Home's download section (app/config/site.ts, homeSections.download).
const downloadSection = document.getElementById("download-app");
if (downloadSection) void import("./header-download").then((module) => module.followDownloadSection(downloadSection));

// The footer shows the visitor's year, not the build's.
for (const element of document.querySelectorAll<HTMLElement>("[data-year]")) {
  element.textContent = element.textContent!.replace(element.dataset.year!, `${new Date().getFullYear()}`);
}

// On the invite and e-mail confirmation pages the language switch keeps the visitor's query (the
// token, the result) for the other language.
for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-keep-query]")) {
  link.setAttribute("href", link.pathname + location.search);
}

document.documentElement.dataset.enhanced = "true";
