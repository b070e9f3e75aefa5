import { renderAllSections } from "./render-when-near";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/**
 * Scrolls to a section of the current page; false when it is not on the page.
 *
 * Sections that have not been on screen yet only hold an estimate of their
 * height (the `render-when-near` utility in app.css), and a smooth scroll aims
 * at a fixed offset: it would land off target as the sections it passes take
 * their real height. So every section is rendered first (one layout, on the
 * visitor's click), and the scroll aims at the true position. Focus follows.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  renderAllSections();
  element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  // As an in-page link does: keyboard focus moves to the section, so the next Tab continues from there.
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}
