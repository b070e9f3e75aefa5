/**
 * The header's 'Get The App For Free' button steps back to an outline while home's download
 * section is on screen (10 % visible, spec §2), so that the section's own button leads; it is
 * filled again when the section leaves. Loaded by site.ts on a page with that section (home); the
 * outline look is rendered in the button's `data-outline-class`.
 */
import { timings } from "~/config/constants";

export function followDownloadSection(section: Element): void {
  const button = document.querySelector<HTMLElement>("#site-header [data-outline-class]");
  if (!button || typeof IntersectionObserver === "undefined") return;
  const filled = button.className;
  const outline = button.dataset.outlineClass ?? filled;
  new IntersectionObserver(
    ([entry]) => {
      button.className = entry?.isIntersecting ? outline : filled;
    },
    { threshold: timings.downloadSectionThreshold },
  ).observe(section);
}
