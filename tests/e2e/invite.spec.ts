/**
 * /invite (spec §4, decisions.md "Invite links that really open the app"):
 * every device and state, the exact deep links, the timings (Playwright's
 * clock), the analytics event and the token's safety.
 */
import { expect, test, type Page } from "@playwright/test";
import { resolveDeployValues } from "../../app/config/deploy-values.mjs";
import { buildEnv } from "../../scripts/build-env.mjs";
import { asIPad, devices, recordNavigations, tap } from "./devices";
import { decodeQr } from "./qr";
import { acceptCookies, cookieBanner, dataLayerEvents, offSiteHrefs, waitForScripts, withConsent } from "./support";

/** The store listings the build under test was made with (placeholders on a fresh clone). */
const { values } = resolveDeployValues(buildEnv());
const appStoreUrl = values.VITE_APP_STORE_URL;
const playListing = values.VITE_PLAY_STORE_URL;

/** A token with everything that could break out of a URL or into the page. */
const token = `trip 42&x=1#frag "double" 'single' <script>alert(1)</script>`;
const enc = encodeURIComponent(token);
const invitePath = `/invite?token=${enc}`;
const inviteUrl = `https://wayfellow.app/invite?token=${enc}`;
const deepLink = `wayfellow://invite?token=${enc}`;
const playUrl = `${playListing}&referrer=${encodeURIComponent(`invite_token=${enc}&utm_source=invite&utm_medium=link`)}`;
const intentUrl = `intent://invite?token=${enc}#Intent;scheme=wayfellow;package=app.wayfellow;S.browser_fallback_url=${encodeURIComponent(playUrl)};end`;

/** Fake timers that only move when the test says so (runFor). */
async function stopClock(page: Page) {
  const start = new Date("2026-06-01T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  // Pausing a moment later than the start: the installed clock already ticks.
  await page.clock.pauseAt(start + 1000);
}

/**
 * The URL as Chromium reports the navigation: it escapes ' in the query
 * (encodeURIComponent leaves it alone); the fragment is passed on untouched.
 */
function navigated(url: string) {
  const hash = url.indexOf("#");
  const [head, tail] = hash < 0 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  return head.replaceAll("'", "%27") + tail;
}

const main = (page: Page) => page.getByRole("main");
const checking = (page: Page) =>
  main(page).getByRole("status").filter({ hasText: "Checking if Wayfellow is installed..." });
const joinButton = (page: Page) => main(page).getByRole("button", { name: "Join The Trip" });
const appStoreBadge = (page: Page) => main(page).getByRole("link", { name: "Download on the App Store" });
const playBadge = (page: Page) => main(page).getByRole("link", { name: "Get it on Google Play" });
const appFrames = (page: Page) => page.locator('iframe[src^="wayfellow:"]');

/** Nothing from the token became markup: no script, no element, no raw text. */
async function expectNothingInjected(page: Page) {
  const found = await page.evaluate(() => ({
    scripts: [...document.scripts].filter((script) => script.textContent?.includes("alert(1)")).length,
    rawMarkup: document.documentElement.outerHTML.includes("<script>alert(1)"),
  }));
  expect(found).toEqual({ scripts: 0, rawMarkup: false });
}

async function expectNoTokenInHrefs(page: Page) {
  const hrefs = await offSiteHrefs(page);
  expect(hrefs.length, "the page links off the site (the store listings at least)").toBeGreaterThan(0);
  for (const href of hrefs) {
    for (const part of [token, enc, "trip 42", "trip%2042", "invite_token"]) {
      expect(href, `an off-site href carries "${part}"`).not.toContain(part);
    }
  }
}

/**
 * Taps the Google Play badge with Google Play answered by a stand-in page,
 * and returns the address the tap navigated to.
 */
async function tapPlayBadge(page: Page): Promise<URL> {
  const requested: string[] = [];
  await page.route(`${new URL(playListing).origin}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Google Play</title>" });
  });
  await tap(playBadge(page));
  await expect.poll(() => requested.length, { message: "the tap went to Google Play" }).toBe(1);
  return new URL(requested[0] ?? "");
}

/** The referrer the app reads back through the Play Install Referrer API, as a record. */
function playReferrer(url: URL): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.searchParams.get("referrer") ?? ""));
}

/** Opens an invite with the clock stopped, so the test moves time (100 ms, 2000 ms) itself. */
async function openInvite(page: Page, path = invitePath) {
  await stopClock(page);
  const navigations = await recordNavigations(page);
  await page.goto(path);
  await waitForScripts(page);
  return navigations;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...devices.iPhone });

  test("the static page explains how to join, with both stores and no endless spinner", async ({ page }) => {
    await page.goto(invitePath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been invited to a trip!");
    await expect(main(page)).toContainText("Open this invite link on your phone");
    await expect(appStoreBadge(page)).toBeVisible();
    await expect(playBadge(page)).toBeVisible();
    // Without JavaScript the badges lead to the plain listings: the store is reached, the token stays here.
    await expect(playBadge(page)).toHaveAttribute("href", playListing);
    await expectNoTokenInHrefs(page);
    await expect(page.getByText("Checking if Wayfellow is installed")).toHaveCount(0);
    await expect(page.locator(".animate-spin-slow")).toHaveCount(0);
  });

  test("the head carries the title, the social preview and the Smart App Banner", async ({ page }) => {
    await page.goto(invitePath);
    await expect(page).toHaveTitle("You have been invited to a trip!");
    const content = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await content('meta[property="og:title"]')).toBe("You have been invited to a trip!");
    expect(await content('meta[property="og:image"]')).toBe("https://wayfellow.app/social/wayfellow-invite.png");
    expect(await content('meta[name="twitter:image"]')).toBe("https://wayfellow.app/social/wayfellow-invite.png");
    expect(await content('meta[property="og:description"]')).toMatch(/saved you a spot/);
    expect(await content('meta[name="apple-itunes-app"]')).toBe(
      `app-id=${values.VITE_APP_STORE_ID}, app-argument=https://wayfellow.app/invite`,
    );
  });
});

test.describe("a link without a usable token", () => {
  test.use(devices.iPhone);

  for (const [name, path] of [
    ["no token", "/invite"],
    ["an empty token", "/invite?token="],
    ["a blank token", "/invite?token=%20%20"],
    ["an absurdly long token", `/invite?token=${"a".repeat(513)}`],
    ["a token with a line break", "/invite?token=abc%0Adef"],
    ["a token with a NUL byte", "/invite?token=abc%00def"],
  ]) {
    test(`${name}: Invalid Invitation with a way forward`, async ({ page }) => {
      await withConsent(page, "false");
      const navigations = await openInvite(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Invitation");
      await expect(main(page)).toContainText("The invitation link is invalid or has expired.");
      await expect(appStoreBadge(page)).toBeVisible();
      await expect(playBadge(page)).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
      await page.clock.runFor(3000);
      await expect(joinButton(page)).toHaveCount(0);
      expect(navigations.filter((url) => !url.startsWith("http"))).toEqual([]);
    });
  }

  test("sends no invite event", async ({ page }) => {
    await page.goto("/invite");
    await waitForScripts(page);
    await acceptCookies(page);
    expect((await dataLayerEvents(page)).map(([name]) => name)).not.toContain("user_opened_invite_link");
  });
});

test.describe("on an iPhone", () => {
  test.use(devices.iPhone);
  test.beforeEach(({ page }) => withConsent(page, "false"));

  test("checks for the app through a hidden frame, then offers Join The Trip and the App Store", async ({ page }) => {
    const navigations = await openInvite(page);
    await expect(checking(page)).toBeVisible();
    await expect(joinButton(page)).toHaveCount(0);

    // The hidden frame carries the encoded deep link and is gone after 100 ms.
    await expect(appFrames(page)).toHaveCount(1);
    expect(await appFrames(page).getAttribute("src")).toBe(deepLink);
    await expect(appFrames(page)).toBeHidden();
    expect(await appFrames(page).evaluate((frame) => frame.parentElement === document.body)).toBe(true);
    expect(navigations).toContain(navigated(deepLink));
    await page.clock.runFor(99);
    await expect(appFrames(page)).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(appFrames(page)).toHaveCount(0);

    // The fallback comes at 2000 ms, not before.
    await page.clock.runFor(1899);
    await expect(checking(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(checking(page)).toHaveCount(0);
    await expect(main(page).getByRole("heading", { name: "Already have the Wayfellow App?" })).toBeVisible();
    await expect(main(page).getByText("or download the app", { exact: true })).toBeVisible();
    await expect(appStoreBadge(page)).toHaveAttribute("href", new RegExp(`^${appStoreUrl.replace(/[.?]/g, "\\$&")}`));
    await expect(playBadge(page)).toHaveCount(0);
    await expectNoTokenInHrefs(page);

    await tap(joinButton(page));
    await expect.poll(() => navigations.filter((url) => url === navigated(deepLink)).length).toBe(2);
    await expectNothingInjected(page);
  });

  test("hands the token to the Smart App Banner", async ({ page }) => {
    await openInvite(page);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute(
      "content",
      `app-id=${values.VITE_APP_STORE_ID}, app-argument=${inviteUrl}`,
    );
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(1);
  });

  test("keeps the fallback after the app opened and the visitor came back", async ({ page }) => {
    await openInvite(page);
    // The page going to the background (the app opened) changes nothing in the flow.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(2000);
    await expect(joinButton(page)).toBeVisible();
  });
});

test.describe("on an iPad asking for desktop sites", () => {
  test.use(devices.iPad);

  test("counts as iOS: the app check, then Join The Trip and the App Store", async ({ page }) => {
    await withConsent(page, "false");
    await asIPad(page);
    await openInvite(page);
    await expect(checking(page)).toBeVisible();
    expect(await appFrames(page).getAttribute("src")).toBe(deepLink);
    await page.clock.runFor(2000);
    await expect(joinButton(page)).toBeVisible();
    await expect(appStoreBadge(page)).toBeVisible();
    await expect(playBadge(page)).toHaveCount(0);
  });
});

test.describe("on a Mac (no touch screen)", () => {
  test.use(devices.mac);

  test("gets the desktop page, not the phone flow", async ({ page }) => {
    await withConsent(page, "false");
    await openInvite(page);
    await expect(main(page).getByRole("img", { name: "QR code of this invite link" })).toBeVisible();
    await expect(checking(page)).toHaveCount(0);
    await expect(appFrames(page)).toHaveCount(0);
  });
});

test.describe("on an Android phone", () => {
  test.use(devices.pixel);
  test.beforeEach(({ page }) => withConsent(page, "false"));

  test("navigates to the deep link, then offers Join The Trip (intent URL) and Google Play with the referrer", async ({
    page,
  }) => {
    const navigations = await openInvite(page);
    await expect(checking(page)).toBeVisible();
    await expect.poll(() => navigations.filter((url) => !url.startsWith("http"))).toEqual([navigated(deepLink)]);
    await expect(appFrames(page)).toHaveCount(0);

    await page.clock.runFor(1999);
    await expect(checking(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(main(page).getByRole("heading", { name: "Already have the Wayfellow App?" })).toBeVisible();
    await expect(main(page).getByText("or download the app", { exact: true })).toBeVisible();
    await expect(playBadge(page)).toHaveAttribute("href", playListing);
    await expectNoTokenInHrefs(page);
    await expect(appStoreBadge(page)).toHaveCount(0);

    await tap(joinButton(page));
    await expect.poll(() => navigations.filter((url) => url === navigated(intentUrl)).length).toBe(1);
    await expectNothingInjected(page);
  });

  test("a tap on Google Play hands the app the exact token in Play's referrer, which no href shows", async ({
    page,
  }) => {
    await openInvite(page);
    await page.clock.runFor(2000);
    await expectNoTokenInHrefs(page);
    const listing = await tapPlayBadge(page);
    expect(listing.origin + listing.pathname).toBe("https://play.google.com/store/apps/details");
    expect(listing.searchParams.get("id")).toBe("app.wayfellow");
    expect(playReferrer(listing)).toEqual({ invite_token: token, utm_source: "invite", utm_medium: "link" });
  });
});

test.describe("on a computer", () => {
  test.use(devices.desktop);
  test.beforeEach(({ page }) => withConsent(page, "false"));

  test("shows QR codes of the invite and of both stores, both badges, and no spinner", async ({ page }) => {
    const navigations = await openInvite(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been invited to a trip!");
    await expect(main(page).getByText("Scan to open this invite on your phone")).toBeVisible();
    await expect(checking(page)).toHaveCount(0);
    await expect(page.locator(".animate-spin-slow")).toHaveCount(0);

    const inviteQr = main(page).getByRole("img", { name: "QR code of this invite link" });
    const iosQr = main(page).getByRole("img", { name: "QR code to download Wayfellow on the App Store" });
    const playQr = main(page).getByRole("img", { name: "QR code to download Wayfellow on Google Play" });
    // The invite's code is drawn once the QR library has loaded (a busy placeholder until then).
    await expect.poll(() => decodeQr(inviteQr).catch(() => null)).toBe(inviteUrl);
    expect(await decodeQr(iosQr)).toBe(appStoreUrl);
    // The Google Play code, and a click on its badge, carry the token in Play's referrer (decisions.md);
    // the badge's address is the plain listing.
    await expect.poll(() => decodeQr(playQr).catch(() => null)).toBe(playUrl);
    await expect(playBadge(page)).toHaveAttribute("href", playListing);
    await expectNoTokenInHrefs(page);
    // Drawn as SVG elements, not injected markup.
    expect(await inviteQr.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");

    await expect(appStoreBadge(page)).toBeVisible();
    await expect(playBadge(page)).toBeVisible();
    await page.clock.runFor(3000);
    await expect(joinButton(page)).toHaveCount(0);
    expect(navigations.filter((url) => !url.startsWith("http"))).toEqual([]);
    await expect(appFrames(page)).toHaveCount(0);
    await expectNothingInjected(page);
  });

  test("a click on the Google Play badge carries the token to the listing", async ({ page }) => {
    await openInvite(page);
    expect(playReferrer(await tapPlayBadge(page))).toEqual({
      invite_token: token,
      utm_source: "invite",
      utm_medium: "link",
    });
  });

  test("the two store badges sit level, and stay put while the Google Play code is drawn", async ({ page }) => {
    // Hold the QR library, so the tiles are measured first with Google Play's placeholder, then with its code.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/invite-qr.*.js", async (route) => {
      await held;
      await route.continue();
    });
    // As long as a 32-byte token in base64url.
    await openInvite(page, `/invite?token=${"t".repeat(43)}`);
    const playQr = main(page).getByRole("img", { name: "QR code to download Wayfellow on Google Play" });
    const badgeTops = () =>
      Promise.all([appStoreBadge(page), playBadge(page)].map(async (badge) => (await badge.boundingBox())?.y));
    await expect(playQr).toHaveAttribute("aria-busy", "true");
    const before = await badgeTops();
    expect(before[0]).toBeDefined();
    expect(before[1]).toBe(before[0]);

    release();
    await expect(playQr).not.toHaveAttribute("aria-busy");
    expect(await badgeTops()).toEqual(before);
  });

  test("accepts a token of the maximum length", async ({ page }) => {
    await openInvite(page, `/invite?token=${"t".repeat(512)}`);
    await expect(main(page).getByText("Scan to open this invite on your phone")).toBeVisible();
  });
});

test.describe("inside Instagram", () => {
  test.use(devices.instagramIos);
  test.beforeEach(({ page }) => withConsent(page, "false"));

  test("explains how to open the system browser and skips the automatic attempt", async ({ page }) => {
    const navigations = await openInvite(page);
    const hint = main(page).getByRole("region", { name: "Open this page in Safari first" });
    await expect(hint).toContainText("inside Instagram");
    await expect(hint).toContainText("Open in external browser");
    await expect(checking(page)).toHaveCount(0);
    await expect(joinButton(page)).toBeVisible();
    await expect(appStoreBadge(page)).toBeVisible();
    await expect(appFrames(page)).toHaveCount(0);
    await page.clock.runFor(3000);
    expect(navigations.filter((url) => !url.startsWith("http"))).toEqual([]);
    // A tap still tries the app.
    await joinButton(page).click();
    await expect.poll(() => navigations.filter((url) => !url.startsWith("http"))).toEqual([navigated(deepLink)]);
  });

  test("copies the invite link with the Clipboard API", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openInvite(page);
    await main(page).getByRole("button", { name: "Copy link" }).click();
    await expect(main(page).getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  });

  test("copies the invite link where the Clipboard API is missing", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      const real = navigator.clipboard;
      (window as unknown as { realClipboard: Clipboard }).realClipboard = real;
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
    });
    await openInvite(page);
    await main(page).getByRole("button", { name: "Copy link" }).click();
    await expect(main(page).getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    const copied = await page.evaluate(() =>
      (window as unknown as { realClipboard: Clipboard }).realClipboard.readText(),
    );
    expect(copied).toBe(inviteUrl);
  });
});

test.describe("inside Instagram on Android", () => {
  test.use(devices.instagramAndroid);

  test("points to Chrome and the vertical menu, and never navigates by itself", async ({ page }) => {
    await withConsent(page, "false");
    const navigations = await openInvite(page);
    const hint = main(page).getByRole("region", { name: "Open this page in Chrome first" });
    await expect(hint).toContainText("⋮");
    await expect(playBadge(page)).toHaveAttribute("href", playListing);
    await expectNoTokenInHrefs(page);
    await page.clock.runFor(3000);
    expect(navigations.filter((url) => !url.startsWith("http"))).toEqual([]);
  });
});

test.describe("analytics", () => {
  const inviteEvents = async (page: Page) =>
    (await dataLayerEvents(page)).filter(([name]) => name === "user_opened_invite_link");

  for (const [name, device] of [
    ["on a phone", devices.iPhone],
    ["on a computer", devices.desktop],
  ] as const) {
    test.describe(name, () => {
      test.use(device);

      test("user_opened_invite_link is sent exactly once, after consent", async ({ page }) => {
        await stopClock(page);
        await page.goto(invitePath);
        await waitForScripts(page);
        expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
        // The phone has tried the app by now: press Accept through the DOM (see tap()).
        await tap(cookieBanner(page).getByRole("button", { name: "Accept" }));
        await expect(cookieBanner(page)).toHaveCount(0);
        // Accept fetches the analytics client, which then sends what waited.
        await expect.poll(() => page.evaluate(() => "dataLayer" in window)).toBe(true);
        await page.clock.runFor(2500);
        const events = await inviteEvents(page);
        expect(events).toEqual([
          [
            "user_opened_invite_link",
            { event_category: "engagement", event_action: "invite_opened", event_label: "invite_link", value: 1 },
          ],
        ]);
      });
    });
  }

  test.describe("for a returning visitor who already accepted", () => {
    test.use(devices.pixel);

    test("the event is sent once per page view", async ({ page }) => {
      await withConsent(page, "true");
      await stopClock(page);
      await page.goto(invitePath);
      await waitForScripts(page);
      await page.clock.runFor(2500);
      expect(await inviteEvents(page)).toHaveLength(1);
      await page.reload();
      await waitForScripts(page);
      expect(await inviteEvents(page)).toHaveLength(1);
    });
  });
});
