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

/** Google Analytics' cookies: `_ga`, `_ga_<container>`, and the older `_gid` / `_gat*`. */
export const analyticsCookiePattern = /^_(ga|gid|gat)(_|$)/;

/**
 * Deletes the analytics cookies from this browser. gtag.js sets them on the
 * widest domain it can (".wayfellow.app" for www.wayfellow.app), so each one
 * is expired for every parent domain of the page's host and for the host alone.
 */
export function deleteAnalyticsCookies(doc: Pick<Document, "cookie"> = document, hostname = location.hostname): void {
  const names = doc.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => analyticsCookiePattern.test(name));
  const labels = hostname.split(".");
  const domains = [undefined, ...labels.slice(0, -1).map((_, i) => labels.slice(i).join("."))];
  for (const name of new Set(names)) {
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}
