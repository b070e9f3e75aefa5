/**
 * The visitor's cookie choice, stored the way react-cookie-consent stores it:
 * local storage `cookieConsent` = "true" | "false" and a `CookieConsent` cookie
 * for 365 days. The cookie is the fallback when local storage is blocked.
 */
import { consent } from "~/config/constants";
import { readStorage, writeStorage } from "~/lib/safe-storage";

export type ConsentChoice = "granted" | "denied";

function fromText(value: string | null | undefined): ConsentChoice | null {
  if (value === "true") return "granted";
  if (value === "false") return "denied";
  return null;
}

function readCookie(name: string): string | null {
  try {
    const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
  } catch {
    return null;
  }
}

export function readConsent(): ConsentChoice | null {
  if (typeof window === "undefined") return null;
  return fromText(readStorage("localStorage", consent.storageKey)) ?? fromText(readCookie(consent.cookieName));
}

/** The consent cookie's attributes after `name=value`, shared with the inline script in consent-boot.ts. */
export const consentCookieAttributes = `; Max-Age=${consent.cookieDays * 24 * 60 * 60}; Path=/; SameSite=Lax`;

export function writeConsent(choice: ConsentChoice): void {
  const value = choice === "granted" ? "true" : "false";
  writeStorage("localStorage", consent.storageKey, value);
  try {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${consent.cookieName}=${value}${consentCookieAttributes}${secure}`;
  } catch (error) {
    console.warn("[consent] could not set the consent cookie", error);
  }
}

/**
 * Expires Google Analytics' cookies (`_ga`, `_ga_<container>`, and the older
 * `_gid` / `_gat*`) in `doc`. gtag.js sets them on the widest domain it can
 * (".wayfellow.app" for www.wayfellow.app), so each one is expired for every
 * parent domain of `hostname` and for the host alone.
 *
 * The one copy of this rule: the inline consent script (consent-boot.ts)
 * embeds this function's source, so Decline before hydration deletes exactly
 * what Decline after it does. Hence plain ES5, self-contained, no default
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
