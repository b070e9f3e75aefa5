/**
 * The visitor's cookie choice, stored the way react-cookie-consent stores it: a
 * `CookieConsent` cookie = "true" | "false" for 365 days, and local storage
 * `cookieConsent` with the same value.
 *
 * The cookie is the record a page reads, as the library's own banner does: it
 * lapses with the choice after 365 days, and the browser hands it to a page
 * without holding up the page (the Cookie Store API; browsers without it read
 * `document.cookie`). Local storage keeps the same value (spec, "Cookie-consent
 * preference"); the site's other open tabs hear of a change on a broadcast
 * channel (index.ts).
 */
import { consent } from "~/config/constants";
import { removeStorage, writeStorage } from "~/lib/safe-storage";

export type ConsentChoice = "granted" | "denied";

/**
 * The stored choice in `cookies` (document.cookie): "true", "false" or null (ask).
 *
 * The one copy of this rule: the inline consent script (consent-boot.ts)
 * embeds this function's source, so the banner shows before the first paint
 * exactly when the page's scripts would ask. Hence plain ES5, self-contained.
 */
/* eslint-disable no-var -- serialised into the ES5 inline script */
export function storedChoice(cookies: string, cookieName: string): string | null {
  var match = new RegExp("(?:^|;\\s*)" + cookieName + "=(true|false)(?:;|$)").exec(cookies);
  return match ? match[1]! : null;
}
/* eslint-enable no-var */

function fromText(value: string | null | undefined): ConsentChoice | null {
  if (value === "true") return "granted";
  if (value === "false") return "denied";
  return null;
}

function cookieText(): string {
  try {
    return document.cookie;
  } catch {
    return "";
  }
}

/** The stored choice, read at once (document.cookie). */
function readConsent(): ConsentChoice | null {
  if (typeof window === "undefined") return null;
  return fromText(storedChoice(cookieText(), consent.cookieName));
}

/**
 * The stored choice, read without holding up the page where the browser can (the Cookie Store
 * API: `document.cookie` waits for the browser's cookie store, on the page's main thread).
 */
export function readConsentLater(): Promise<ConsentChoice | null> {
  const store = typeof window === "undefined" ? undefined : window.cookieStore;
  if (!store) return Promise.resolve(readConsent());
  return store.get(consent.cookieName).then(
    (cookie) => fromText(storedChoice(cookie ? `${cookie.name}=${cookie.value}` : "", consent.cookieName)),
    () => readConsent(),
  );
}

/** The consent cookie's attributes after `name=value`, shared with the inline script in consent-boot.ts. */
export const consentCookieAttributes = `; Max-Age=${consent.cookieDays * 24 * 60 * 60}; Path=/; SameSite=Lax`;

export function writeConsent(choice: ConsentChoice): void {
  const value = choice === "granted" ? "true" : "false";
  try {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${consent.cookieName}=${value}${consentCookieAttributes}${secure}`;
  } catch (error) {
    console.warn("[consent] could not set the consent cookie", error);
  }
  writeStorage("localStorage", consent.storageKey, value);
  // The date of the choice, which an earlier version of the site kept beside it, is no longer needed.
  removeStorage("localStorage", consent.legacyDateKey);
}

/**
 * Expires Google Analytics' cookies (`_ga`, `_ga_<container>`, and the older
 * `_gid` / `_gat*`) in `doc`. gtag.js sets them on the widest domain it can
 * (".wayfellow.app" for www.wayfellow.app), so each one is expired for every
 * parent domain of `hostname` and for the host alone.
 *
 * The one copy of this rule: the inline consent script (consent-boot.ts)
 * embeds this function's source, so Decline before the page's scripts start
 * deletes exactly what Decline after it does. Hence plain ES5, self-contained, no default
 * parameters and no reference to anything outside it.
 */
/* eslint-disable no-var -- serialised into the ES5 inline script */
export function expireAnalyticsCookies(doc: Pick<Document, "cookie">, hostname: string): void {
  var pattern = /^_(ga|gid|gat)(_|$)/;
  var parts = doc.cookie.split(";");
  var names: string[] = [];
  for (var i = 0; i < parts.length; i++) {
    var name = (parts[i] || "").split("=")[0]!.replace(/^\s+|\s+$/g, "");
    if (pattern.test(name) && names.indexOf(name) < 0) names.push(name);
  }
  var labels = hostname.split(".");
  var domains = [""];
  for (var j = 0; j < labels.length - 1; j++) domains.push(labels.slice(j).join("."));
  for (var n = 0; n < names.length; n++) {
    for (var d = 0; d < domains.length; d++) {
      doc.cookie = names[n] + "=; Max-Age=0; Path=/" + (domains[d] ? "; Domain=" + domains[d] : "");
    }
  }
}
/* eslint-enable no-var */

/** Deletes the analytics cookies from this browser (see expireAnalyticsCookies). */
export function deleteAnalyticsCookies(doc: Pick<Document, "cookie"> = document, hostname = location.hostname): void {
  expireAnalyticsCookies(doc, hostname);
}
