/**
 * Sections with the `render-when-near` utility (app/app.css) skip style,
 * layout and paint while they are off screen, so that the page's first load
 * keeps the main thread free. Left like that, a section would be skipped again
 * each time it scrolled out of view: scrolling back would lay it out anew, and
 * a full-page capture or print after reading the page would show it blank.
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

/** Keeps each `render-when-near` section rendered once it has been near the screen; returns a function that stops. */
export function keepSectionsRendered(root: ParentNode = document): () => void {
  const sections = Array.from(root.querySelectorAll<HTMLElement>(".render-when-near:not([data-rendered])"));
  const keep = (event: Event) => {
    const section = event.currentTarget as HTMLElement;
    if ((event as Event & { skipped?: boolean }).skipped === false) section.dataset.rendered = "";
  };
  // Only once the visitor scrolls: while the page loads, switching a section
  // that sits near the fold to `visible` would cost a layout of its own.
  const start = () => {
    for (const section of sections) section.addEventListener("contentvisibilityautostatechange", keep);
  };
  window.addEventListener("scroll", start, { once: true, passive: true });
  return () => {
    window.removeEventListener("scroll", start);
    for (const section of sections) section.removeEventListener("contentvisibilityautostatechange", keep);
  };
}
