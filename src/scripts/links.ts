/**
 * Links and buttons that go somewhere on the site, without a router:
 * - home's section links (the header's Features, How It Works and Planning Guides, the footer's
 *   About Us, the 'Just Start Planning' button: `data-section`). On home they smooth-scroll at once
 *   (app/lib/motion.ts, which respects prefers-reduced-motion). Elsewhere they load home (the
 *   link's own, in the page's language) and home scrolls to the section 300 ms after the click
 *   (section-intent.ts). Without JavaScript each is a plain link to `/#features`.
 * - the brand link, which on home scrolls to the top.
 * - buttons that navigate (NavButton's GET forms, app/components/ui/button.tsx: `data-nav-button`),
 *   which go exactly where they lead (an empty GET form would leave a "?"); a download button
 *   (`data-download`) first sends download_app, with the page's in-site campaign on guides and
 *   articles (download-target.ts), so that the event is queued, and once consent is given in the
 *   data layer, before the page is left.
 * What only a click on home needs (the smooth scroll) is loaded then.
 */
import { timings } from "~/config/constants";
import { trackDownload } from "~/lib/analytics";
import { campaignAsSource, downloadTarget } from "./download-target";
import { closeMenu } from "./menu";
import { readSectionIntent, sectionIntent } from "./section-intent";

const trimmed = (path: string) => path.replace(/(.)\/+$/, "$1");
const isHere = (path: string) => trimmed(path) === trimmed(location.pathname);

/** Scrolls to section `id`, or to the top without one (app/lib/motion.ts: loaded on the first scroll). */
function scrollTo(id?: string) {
  void import("~/lib/motion").then(({ scrollBehavior, scrollToSection }) =>
    id ? scrollToSection(id) : window.scrollTo({ top: 0, behavior: scrollBehavior() }),
  );
}

/** Goes to section `id` of `home` (/ or /de): scrolls now when already there, else loads home. */
function goToSection(id: string, home: string) {
  if (isHere(home)) scrollTo(id);
  else location.assign(home + sectionIntent(id, Date.now()));
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
  if (!link) return;
  const { section } = link.dataset;
  if (section) {
    event.preventDefault();
    closeMenu();
    goToSection(section, link.pathname);
  } else if (link.hasAttribute("data-brand") && isHere(link.pathname)) {
    event.preventDefault();
    scrollTo();
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (event.defaultPrevented || !form.hasAttribute?.("data-nav-button")) return;
  event.preventDefault();
  const { pathname } = new URL(form.action);
  if (form.dataset.section) return goToSection(form.dataset.section, pathname);
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll("input")) fields.append(input.name, input.value);
  const download = form.hasAttribute("data-download");
  if (!fields.has("utm_source")) {
    if (download) trackDownload();
    location.assign(`${pathname}${fields.size ? `?${fields}` : ""}`);
    return;
  }
  // A guide's or article's campaign: the page's own utm values win over the rendered defaults.
  const { href, campaign } = downloadTarget(pathname, fields, location.search);
  if (download) trackDownload(campaign && campaignAsSource(campaign));
  location.assign(href);
}

export function enhanceLinks(): void {
  document.addEventListener("click", onClick);
  document.addEventListener("submit", onSubmit);
  // Arrived from a section link on another page: scroll there, and take the request out of the address.
  const intent = readSectionIntent(location.hash, Date.now(), timings.sectionScrollDelayMs);
  if (intent) {
    history.replaceState(history.state, "", location.pathname + location.search);
    setTimeout(() => scrollTo(intent.id), intent.wait);
  }
}
