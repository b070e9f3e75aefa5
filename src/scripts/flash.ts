/**
 * A notice carried to the next page (app/components/layout/flash-notice.tsx): "your deletion
 * request has been sent" on the home page the request returns to. A link loads a new document
 * now, so the notice waits in session storage for that page (strictly necessary: the visitor's own
 * request, shown once and removed as it is shown), which puts it in the layout's status region
 * (announced as it appears, src/layouts/Base.astro), with a button that dismisses it.
 */
import { readStorage, removeStorage, writeStorage } from "~/lib/safe-storage";

export const noticeKey = "wayfellow_notice";

/** Asks the next page this tab loads to show `notice` (call it right before navigating). */
export function carryNotice(notice: string): void {
  writeStorage("sessionStorage", noticeKey, notice);
}

/**
 * Shows the notice carried from the previous page, if there is one. Only a page with a place for
 * notices (home) reads session storage for one: any other page leaves it unopened.
 */
export function showCarriedNotice(): void {
  const region = document.querySelector("[data-flash]");
  if (!region) return;
  const notice = readStorage("sessionStorage", noticeKey);
  const box = region.querySelector("template")?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  if (!notice || !box) return;
  removeStorage("sessionStorage", noticeKey);
  box.querySelector("p")!.textContent = notice;
  box.querySelector("button")!.onclick = () => box.remove();
  region.append(box);
}
