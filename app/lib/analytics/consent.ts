/**
 * The visitor's cookie choice, stored the way react-cookie-consent stores it:
 * local storage `cookieConsent` = "true" | "false" and a `CookieConsent` cookie
 * for 365 days. The cookie is the fallback when local storage is blocked.
 *
 * The choice expires after 365 days, as the cookie does (issue 31): local
 * storage keeps no expiry of its own, so `cookieConsentDate` records when the
 * choice was made, and a value without a date younger than that counts only
 * while the cookie still says it. Then the banner asks again.
 */
import { consent } from "~/config/constants";
import { readStorage, writeStorage } from "~/lib/safe-storage";

export type ConsentChoice = "granted" | "denied";

/** How long a choice holds: the consent cookie's lifetime. */
export const consentMaxAgeMs = consent.cookieDays * 24 * 60 * 60 * 1000;

/**
 * The stored choice, "true", "false" or null (ask): the local-storage `value`
 * when its `savedAt` date is less than `maxAgeMs` old, else the consent
 * cookie in `cookies` (document.cookie), which the browser drops after the
 * same time.
 *
 * The one copy of this rule: the inline consent script (consent-boot.ts)
 * embeds this function's source, so the banner shows before the first paint
 * exactly when the page's scripts would ask. Hence plain ES5, self-contained.
 */
/* eslint-disable no-var -- serialised into the ES5 inline script */
export function storedChoice(
  value: string | null,
  savedAt: string | null,
  cookies: string,
  cookieName: string,
  now: number,
  maxAgeMs: number,
): string | null {
  if (value === "true" || value === "false") {
    // NaN (no date, or an unreadable one) fails; a date ahead of the clock (set back since) passes.
    if (now - Date.parse(savedAt || "") < maxAgeMs) return value;
  }
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

export function readConsent(now = Date.now()): ConsentChoice | null {
  if (typeof window === "undefined") return null;
  return fromText(
    storedChoice(
      readStorage("localStorage", consent.storageKey),
      readStorage("localStorage", consent.dateKey),
      cookieText(),
      consent.cookieName,
      now,
      consentMaxAgeMs,
    ),
  );
}

/** The consent cookie's attributes after `name=value`, shared with the inline script in consent-boot.ts. */
export const consentCookieAttributes = `; Max-Age=${consent.cookieDays * 24 * 60 * 60}; Path=/; SameSite=Lax`;

export function writeConsent(choice: ConsentChoice, now = new Date()): void {
  const value = choice === "granted" ? "true" : "false";
  // The date first: another tab hears of the change by the value's storage event (index.ts).
  writeStorage("localStorage", consent.dateKey, now.toISOString());
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
