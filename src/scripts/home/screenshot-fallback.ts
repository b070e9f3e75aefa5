/**
 * An app screenshot that fails to load becomes 'Screenshot Placeholder' (spec §8): each picture
 * inside a `data-screens` container (the home features, the download page's phone) is replaced by
 * the page's prerendered placeholder (src/components/home/screenshot-placeholder.tsx). `error` does
 * not bubble: one capturing listener hears every image, and an image that failed before this module
 * ran is found by its state.
 */
const placeholder = document.querySelector<HTMLTemplateElement>("template[data-screenshot-placeholder]");

function replace(image: HTMLImageElement) {
  const picture = image.closest("picture") ?? image;
  if (!placeholder || !picture.isConnected) return;
  const box = placeholder.content.cloneNode(true) as DocumentFragment;
  const alt = box.querySelector("[data-screenshot-alt]");
  if (alt && image.alt) alt.textContent = `: ${image.alt}`;
  picture.replaceWith(box);
}

const isScreenshot = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.closest("[data-screens]") !== null;

if (placeholder) {
  document.addEventListener("error", (event) => isScreenshot(event.target) && replace(event.target), true);
  for (const image of document.querySelectorAll<HTMLImageElement>("[data-screens] picture img")) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc !== "") replace(image);
  }
}
