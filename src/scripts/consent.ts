/**
 * What the cookie banner and the footer's 'Cookie settings' do (their markup:
 * app/components/layout/cookie-banner.tsx, rendered at build). The head's inline script (app/lib/analytics/consent-boot.ts) answers their clicks
 * until `<html data-enhanced>` is set, and stops them there; this module's listener is registered
 * before site.ts sets that attribute, in the same task, so every click is answered exactly once.
 */
import { setConsent } from "~/lib/analytics";
import type { ConsentChoice } from "~/lib/analytics/consent";
import {
  consentAttribute,
  consentBannerId as bannerId,
  consentChoiceAttribute,
  consentSettingsAttribute,
} from "~/lib/analytics/consent-boot";

/** Where focus goes back to once the visitor has answered a reopened banner. */
let opener: HTMLElement | null = null;

function choose(choice: ConsentChoice) {
  setConsent(choice);
  document.documentElement.setAttribute(consentAttribute, choice === "granted" ? "true" : "false");
  // Focus goes back to 'Cookie settings' when that reopened the banner; on a first visit, to the
  // page's main content rather than dropping out of the page (the banner it was in is hidden now).
  if (document.activeElement?.closest(`#${bannerId}`)) {
    if (opener) opener.focus();
    else document.getElementById("main")?.focus({ preventScroll: true });
  }
  opener = null;
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const answer = target?.closest(`[${consentChoiceAttribute}]`);
  if (answer) {
    choose(answer.getAttribute(consentChoiceAttribute) === "granted" ? "granted" : "denied");
    return;
  }
  const settings = target?.closest<HTMLElement>(`[${consentSettingsAttribute}]`);
  if (settings) {
    opener = settings;
    document.documentElement.setAttribute(consentAttribute, "ask");
    document.getElementById(bannerId)?.focus();
  }
}

/**
 * While the banner shows, it must not hide what the keyboard moves to (WCAG 2.2, 2.4.11): an element
 * the Tab key focuses behind it is scrolled up clear of it (never its top under the fixed header),
 * and the footer keeps the banner's height free below its last links so that they can be
 * (app/components/layout/site-footer.tsx, `--consent-banner-space`; 0 or unset while the banner is
 * hidden).
 * Only Tab: a click focuses what is under the pointer, and a script that moves focus (a section
 * reached from the menu, app/lib/motion.ts) scrolls it where it belongs itself.
 */
function keepFocusClearOfBanner() {
  const banner = document.getElementById(bannerId);
  if (!banner || typeof ResizeObserver === "undefined") return;
  // The property is set on the footer, its one reader, and only when it changes: set on the root, it
  // would be inherited by every element, and the whole page's style would be computed again just
  // after its first paint, a long task on a phone (docs/benchmarks.md, 2026-11-29 (evening)).
  const footer = document.querySelector<HTMLElement>("[data-banner-space]");
  let space = 0;
  let tabbedAt = -Infinity;
  new ResizeObserver(() => {
    const next = banner.offsetHeight ? Math.ceil(innerHeight - banner.getBoundingClientRect().top) : 0;
    if (next === space) return;
    space = next;
    footer?.style.setProperty("--consent-banner-space", `${space}px`);
  }).observe(banner);
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab") tabbedAt = event.timeStamp;
    },
    true,
  );
  document.addEventListener("focusin", (event) => {
    const element = event.target;
    if (!space || event.timeStamp - tabbedAt > 100 || !(element instanceof Element) || banner.contains(element)) return;
    const box = element.getBoundingClientRect();
    const shade = banner.getBoundingClientRect();
    if (box.right <= shade.left || box.left >= shade.right || box.bottom <= shade.top) return;
    const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const by = Math.min(box.bottom - shade.top + 16, box.top - header);
    if (by > 0) window.scrollBy({ top: by, behavior: "instant" });
  });
}

export function enhanceConsent(): void {
  document.addEventListener("click", onClick);
  keepFocusClearOfBanner();
  // Answered before this ran (the inline script stored it and set "true" or "false"; it sets only
  // "ask" as the page starts): a page script may have started the analytics queue before that
  // answer, with no choice, so the answer is applied here too.
  const early = document.documentElement.getAttribute(consentAttribute);
  if (early === "true" || early === "false") setConsent(early === "true" ? "granted" : "denied");
}
