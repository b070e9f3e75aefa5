import { localeOfPath } from "./locale";

/**
 * A link (or a navigating GET form) to a page in another language loads that page as a new
 * document. Each language's pages know the routes of their own language only (the route manifest
 * is split by language: scripts/split-manifest.mjs), so React Router could not render the other
 * language's page in place; and a new document also gives the page its own `lang` from the start.
 *
 * The listener runs in the capture phase on the document, before React's own listeners on the app
 * root: stopping the event there leaves React Router's link handler out, and the browser follows
 * the link (or sends the form) itself. Returns the function that removes it.
 */
export function loadOtherLanguagesAsDocuments(): () => void {
  const otherLanguage = (url: URL) =>
    url.origin === window.location.origin && localeOfPath(url.pathname) !== localeOfPath(window.location.pathname);

  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || !otherLanguage(new URL(anchor.href))) return;
    event.stopPropagation();
  }

  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "get" || !otherLanguage(new URL(form.action))) return;
    event.stopPropagation();
  }

  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  return () => {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}
