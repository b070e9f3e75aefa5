/**
 * Every URL the invite page builds from a token (decisions.md, "Invite links
 * that really open the app"). The token comes from the address bar, so it is
 * untrusted text: it is checked by isValidToken() and always goes into a URL
 * through encodeURIComponent(), never as raw text.
 */
import { siteConfig } from "~/config/site";

/** Longer than any real token; anything longer is treated as a broken link. */
export const maxTokenLength = 512;

/** C0 and C1 control characters (tabs and line breaks included). */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

export function isValidToken(token: string | null | undefined): token is string {
  return (
    typeof token === "string" && token.trim() !== "" && token.length <= maxTokenLength && !controlCharacters.test(token)
  );
}

/** The token of an invite address, or null when it is missing or unusable. */
export function readInviteToken(search: URLSearchParams): string | null {
  const token = search.get("token");
  return isValidToken(token) ? token : null;
}

const tokenQuery = (token: string) => `token=${encodeURIComponent(token)}`;

/**
 * The public invite link, on the site's own origin (the domain the app claims): /invite, or the
 * invite page of the visitor's language (`path`, "/de/invite"), which the app claims too.
 */
export function buildInviteUrl(token?: string, path = "/invite"): string {
  const base = `${siteConfig.origin}${path}`;
  return token === undefined ? base : `${base}?${tokenQuery(token)}`;
}

/** The custom-scheme deep link: wayfellow://invite?token=... (spec §7). */
export function buildDeepLink(token: string): string {
  return `${siteConfig.appScheme}://invite?${tokenQuery(token)}`;
}

/**
 * The Google Play listing with the token in Play's `referrer` parameter, so
 * the freshly installed app can join the trip (deferred deep link). The
 * referrer is itself a query string, so the token is encoded inside it and
 * the whole referrer is encoded again as one parameter value.
 */
export function buildPlayStoreUrl(token: string): string {
  const listing = siteConfig.android.playStoreUrl;
  const referrer = `invite_token=${encodeURIComponent(token)}&utm_source=invite&utm_medium=link`;
  return `${listing}${listing.includes("?") ? "&" : "?"}referrer=${encodeURIComponent(referrer)}`;
}

/**
 * Chrome's intent URL: opens the app when installed, otherwise Chrome goes
 * to the Play listing (with the referrer) instead of showing an error.
 */
export function buildIntentUrl(token: string): string {
  return [
    `intent://invite?${tokenQuery(token)}#Intent`,
    `scheme=${siteConfig.appScheme}`,
    `package=${siteConfig.android.packageName}`,
    `S.browser_fallback_url=${encodeURIComponent(buildPlayStoreUrl(token))}`,
    "end",
  ].join(";");
}

/** Content of the iOS Smart App Banner tag; the app receives the invite link. */
export function smartAppBannerContent(inviteUrl: string): string {
  return `app-id=${siteConfig.ios.appStoreId}, app-argument=${inviteUrl}`;
}

export type Phone = "ios" | "android";

/** What 'Join The Trip' opens: the custom scheme on iOS, Chrome's intent URL on Android. */
export function appLinkFor(platform: Phone, token: string): string {
  return platform === "ios" ? buildDeepLink(token) : buildIntentUrl(token);
}

/** A store link on the invite page: what its address says, and where a tap goes. */
export interface InviteStoreLink {
  /** The plain listing: a link's address may be read by anything on the page, so it carries no token. */
  href: string;
  /** Google Play's listing with the token in its referrer, for the tap (the tap sendStoreTaps sends, src/islands/dom.ts). */
  tap?: string;
}

/** The one store listing a phone needs; a tap on Google Play's carries the token along. */
export function storeLinkFor(platform: Phone, token: string): InviteStoreLink {
  return platform === "ios"
    ? { href: siteConfig.ios.appStoreUrl }
    : { href: siteConfig.android.playStoreUrl, tap: buildPlayStoreUrl(token) };
}
