/**
 * What the app pages' scripts (invite, e-mail confirmation, account deletion) share. Each page is
 * prerendered with its first state; the others are rendered at build time too, into `<template>`
 * elements, in the page's language, and a script shows the one the address and the device ask for.
 */
import type { Store } from "~/config/stores";

/** The strings a view rendered into `data-<name>` as JSON, for its script. */
export function readTexts<T>(element: HTMLElement, name: string): T {
  return JSON.parse(element.dataset[name] ?? "{}") as T;
}

/** A copy of what `<template data-part="name">` holds (the view rendered it at build time). */
export function part(name: string): DocumentFragment {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-part="${name}"]`);
  if (!template) throw new Error(`The page has no template "${name}"`);
  return template.content.cloneNode(true) as DocumentFragment;
}

/** A plain click or tap: no modifier key (new tab, new window, download) and the main button. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Where a tap on a store badge (app/components/ui/store-badge.tsx) on the app's own pages must
 * carry a private value that the link's address must not (the invite token in Google Play's
 * referrer): `tapHrefs` maps a store to the address the tap goes to instead. The click's
 * store_badge_click, like every badge's, is sent by src/scripts/store-badges.ts.
 */
export function sendStoreTaps(root: ParentNode, tapHrefs: Partial<Record<Store, string>>): void {
  for (const badge of root.querySelectorAll<HTMLAnchorElement>("a[data-store]")) {
    const tapHref = tapHrefs[badge.dataset.store as Store];
    if (!tapHref) continue;
    badge.addEventListener("click", (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      // The navigation carries the value; the link's address never did.
      event.preventDefault();
      window.location.assign(tapHref);
    });
  }
}

export { revealSupportEmail } from "../scripts/support-email";
