/**
 * What kind of device and browser a visitor uses, from the user agent.
 * Pure functions: the caller passes navigator values in (tests pass strings).
 */

export type Platform = "ios" | "android" | "desktop";

/**
 * The visitor's platform. iPadOS 13+ asks for desktop sites and reports a Mac
 * user agent; the only tell is a touch screen (maxTouchPoints > 1), which no
 * real Mac has, so a "Mac" with touch counts as iOS.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  // Windows Phone user agents also mention Android and iPhone; they are neither.
  if (/Windows Phone/i.test(userAgent)) return "desktop";
  if (/Android/i.test(userAgent)) return "android";
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return "desktop";
}

export type InAppBrowser =
  | "instagram"
  | "facebook"
  | "messenger"
  | "tiktok"
  | "linkedin"
  | "gmail"
  | "snapchat"
  | "twitter"
  | "pinterest"
  | "line"
  | "wechat";

/**
 * Browsers embedded in social and mail apps, by the marker their user agent
 * carries. Order matters: Messenger's agent also carries Facebook's markers.
 */
const inAppMarkers: [InAppBrowser, RegExp][] = [
  ["instagram", /\bInstagram\b/i],
  ["messenger", /\bFBAN\/Messenger|\bMessengerForiOS|\bFB_IAB\/Orca-Android|\bMessengerLite/i],
  ["facebook", /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bFB4A\b/i],
  ["tiktok", /\bmusical_ly|\bTikTok\b|\bBytedanceWebview\b|\bByteLocale\b|\btrill_\d/i],
  ["linkedin", /\bLinkedInApp\b/i],
  ["gmail", /\bGmail\b/i],
  ["snapchat", /\bSnapchat\b/i],
  ["twitter", /\bTwitter(?:Android)?\b/i],
  ["pinterest", /\bPinterest\b/i],
  ["line", /\bLine\/\d/],
  ["wechat", /\bMicroMessenger\b/i],
];

/** The in-app browser the page is shown in, or null in a real browser. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [name, marker] of inAppMarkers) if (marker.test(userAgent)) return name;
  return null;
}
