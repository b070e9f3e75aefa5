/**
 * "Did you mean wayfellow.app/contact?" on the not-found page, for an address that differs from a
 * page of the site only in letter case or a trailing slash. The page lists the site's paths
 * (`data-known-paths`, one per line) and holds the sentence in its language (a template).
 */
import { intendedPath } from "./intended-path";

const source = document.querySelector<HTMLTemplateElement>("template[data-known-paths]");
const intended = source && intendedPath(window.location.pathname, (source.dataset.knownPaths ?? "").split("\n"));
const sentence = intended && source.content.firstElementChild?.cloneNode(true);
const link = sentence instanceof HTMLElement ? sentence.querySelector("a") : null;
// The page's last paragraph is the question about the app: the suggestion goes before it.
const question = document.querySelector("main h1")?.parentElement?.lastElementChild;
if (intended && link && question) {
  link.href = intended;
  link.textContent = `${source.dataset.host ?? ""}${intended}`;
  question.before(sentence as HTMLElement);
}
