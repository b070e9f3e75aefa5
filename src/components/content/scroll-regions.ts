/**
 * The boxes wide tables sit in (ScrollRegion, app/components/ui/scroll-region.tsx): a box's
 * accessible name says it scrolls sideways only while it does, and it is a keyboard stop only then. The prerendered box keeps its plain name and stays
 * focusable (it may scroll). The name's wording, in the page's language, is in the HTML
 * (`data-scroll-label` on the content, "{label}" standing for the box's own name).
 */
const pattern = document.querySelector<HTMLElement>("[data-scroll-label]")?.dataset.scrollLabel;

if (pattern) {
  for (const box of document.querySelectorAll<HTMLElement>(".table-scroll[role='region']")) {
    const label = box.getAttribute("aria-label") ?? "";
    const measure = () => {
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      box.setAttribute("aria-label", scrolls ? pattern.replace("{label}", label) : label);
      if (scrolls) box.tabIndex = 0;
      else box.removeAttribute("tabindex");
    };
    measure();
    if (typeof ResizeObserver !== "undefined") {
      const observer = new ResizeObserver(measure);
      observer.observe(box);
      if (box.firstElementChild) observer.observe(box.firstElementChild);
    }
  }
}
