/**
 * Emulated devices for the invite and download suites, and helpers that see
 * what a page hands to the operating system (custom schemes, intents, mailto).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { userAgents } from "./user-agents";

const phoneScreen = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

export const devices = {
  iPhone: { ...phoneScreen, userAgent: userAgents.iPhone },
  pixel: { ...phoneScreen, userAgent: userAgents.pixel },
  instagramIos: { ...phoneScreen, userAgent: userAgents.instagramIos },
  instagramAndroid: { ...phoneScreen, userAgent: userAgents.instagramAndroid },
  /** iPadOS asking for the desktop site: a Mac agent; give it touch points with `asIPad(page)`. */
  iPad: {
    viewport: { width: 820, height: 1180 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    userAgent: userAgents.iPadDesktopMode,
  },
  mac: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    userAgent: userAgents.macSafari,
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    userAgent: userAgents.desktopChrome,
  },
};

/** iPadOS reports a Mac agent; only its touch points give it away. */
export async function asIPad(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "maxTouchPoints", { get: () => 5, configurable: true });
  });
}

/**
 * Every navigation a frame of the page requests, with its full URL (fragment
 * included), also for schemes the browser cannot open (wayfellow:, intent:,
 * mailto:), which never show up as responses. Call before page.goto().
 */
export async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event: { url: string }) => urls.push(event.url));
  return urls;
}

/**
 * Clicks through the DOM rather than the input pipeline. Once a page has
 * tried an unknown scheme (wayfellow:, intent:, mailto:), headless Chromium
 * may hold an invisible "Open xdg-open?" dialog that swallows real input for
 * the rest of the page's life; a dispatched click still reaches the handlers.
 */
export async function tap(target: Locator) {
  await expect(target).toBeVisible();
  await target.dispatchEvent("click");
}
