/**
 * Sections with the `render-when-near` utility (app/app.css)
 * skip style, layout and paint while they are off screen, so that the page's
 * first load keeps the main thread free. Left like that, a section would be
 * skipped again each time it scrolled out of view: scrolling back would lay it
 * out anew, and a full-page capture after reading the page would show it blank.
 *
 * So a section that has been on screen once stays rendered: `data-rendered`
 * switches it to `content-visibility: visible`. (Rendering the sections
 * ahead of time, when idle, was measured and dropped: the four layouts cost
 * home ~150 ms of blocking time in Lighthouse.)
 */

/** Renders every `render-when-near` section now (before a scroll that must land exactly). */
export function renderAllSections(root: ParentNode = document): void {
  for (const section of root.querySelectorAll<HTMLElement>(".render-when-near")) section.dataset.rendered = "";
}

/**
 * Keeps each `render-when-near` element rendered once it has been near the
 * screen, on every page of the visit, from the visitor's first scroll on.
 * Returns a function that stops.
 *
 * Not from the start: while the page loads, switching a section that sits
 * near the fold to `visible` would cost a layout of its own. At the first
 * scroll, the elements drawn at that moment are kept (they may have come near
 * before this script started, or in the scroll's own frame); after it, a
 * capturing listener on the document (the event does not bubble) keeps each
 * one that comes near, on later pages too.
 */
export function keepSectionsRendered(root: Document = document): () => void {
  const keep = (event: Event) => {
    const element = event.target;
    if (!(element instanceof HTMLElement) || !element.classList.contains("render-when-near")) return;
    if ((event as Event & { skipped?: boolean }).skipped === false) element.dataset.rendered = "";
  };
  const start = () => {
    for (const element of root.querySelectorAll<HTMLElement>(".render-when-near:not([data-rendered])")) {
      if (isDrawn(element)) element.dataset.rendered = "";
    }
    root.addEventListener("contentvisibilityautostatechange", keep, true);
  };
  window.addEventListener("scroll", start, { once: true, passive: true });
  return () => {
    window.removeEventListener("scroll", start);
    root.removeEventListener("contentvisibilityautostatechange", keep, true);
  };
}

/** Whether the browser draws the element's content now (it skips a `content-visibility: auto` one far from the screen). */
function isDrawn(element: HTMLElement): boolean {
  return element.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) === true;
}
