/**
 * The phone menu (app/components/layout/site-header.tsx): the button opens and closes it, its name
 * and icon follow ('Open menu' / 'Close menu', in the page's language, from its `data-label-*`
 * attributes), Escape closes it and gives focus back to the button, a pointer outside closes it, and
 * so does focus moving past it (Tab from its last link), which would otherwise land behind it.
 * Without JavaScript the menu shows under the bar (app/app.css).
 */

/** lucide's "x" icon, which the open menu's button shows (the page draws the "menu" icon). */
const closeIcon = '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>';

let button: HTMLElement | null = null;
let panel: HTMLElement | null = null;
let openIcon = "";

function onKey(event: KeyboardEvent) {
  if (event.key !== "Escape") return;
  closeMenu();
  button?.focus();
}

/** A pointer or the focus outside the menu and its button closes it. */
function onOutside(event: Event) {
  const target = event.target as Node;
  if (!panel?.contains(target) && !button?.contains(target)) closeMenu();
}

function setOpen(open: boolean) {
  if (!button || !panel) return;
  panel.hidden = !open;
  button.setAttribute("aria-expanded", String(open));
  const label = button.querySelector(".sr-only");
  const text = open ? button.dataset.labelClose : button.dataset.labelOpen;
  if (label && text) label.textContent = text;
  const icon = button.querySelector("svg");
  if (icon) icon.innerHTML = open ? closeIcon : openIcon;
  if (open) {
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
  } else {
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", onOutside);
    document.removeEventListener("focusin", onOutside);
  }
}

export function closeMenu(): void {
  if (button?.getAttribute("aria-expanded") === "true") setOpen(false);
}

export function enhanceMenu(): void {
  button = document.getElementById("menu-button");
  panel = document.getElementById("mobile-menu");
  if (!button || !panel) return;
  openIcon = button.querySelector("svg")?.innerHTML ?? "";
  button.addEventListener("click", () => setOpen(button?.getAttribute("aria-expanded") !== "true"));
  // A page restored from the back-forward cache comes back as it was left: the menu belongs to the
  // visit that opened it.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) closeMenu();
  });
}
