import { expect, test, type Page } from "@playwright/test";
import { decodeQr } from "./qr";
import {
  acceptCookies,
  afterFrames,
  expectDownloadEvent,
  expectSectionAtTop,
  oneWidth,
  waitForScripts,
  withConsent,
} from "./support";

/** Spec §3, "Rotating trip-type list", in order (the pop-star concert spelled correctly). */
const tripTypes = [
  "Oktoberfest",
  "WebSummit",
  "FIFA World Cup",
  "Lollapalooza Festival",
  "Rio de Janeiro Carnival",
  "Bachelorette Party",
  "Skiing Vacation",
  "Bachelor Party",
  "Weekend Hike",
  "Tomorrowland",
  "Team Offsite",
  "Bikepacking",
  "Taylor Swift Concert",
  "Golf Trip",
  "Surf Vacay",
  "French Open Weekend",
  "Primavera Sound",
  "Wine Tasting in Tuscany",
  "Berlin Clubbing",
];

/** The line under the headline; the one phrase of it that takes up space on screen is the current one. */
const phrase = (page: Page) => page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]");
const spinner = (page: Page) => page.getByRole("status").filter({ hasText: "Loading the demo video" });
const video = (page: Page) => page.locator("video");
const isPlaying = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => !v.paused);

/**
 * `item` is the phrase on screen, and faded in (visible) or out, as the eye sees it: the one
 * phrase not hidden, its words, and the opacity of its trip type, read in one pass.
 */
async function expectPhrase(page: Page, item: string, visible: boolean) {
  const onScreen = () =>
    phrase(page).evaluate((line) =>
      [...line.children]
        .filter((span) => getComputedStyle(span).visibility !== "hidden" && span.getBoundingClientRect().height > 0)
        .map((span) => ({
          text: (span.textContent ?? "").replace(/\s+/g, " ").trim(),
          opacity: [...span.children].map((part) => getComputedStyle(part).opacity),
        })),
    );
  await expect
    .poll(onScreen, { message: `"for ${item}" ${visible ? "faded in" : "faded out"}` })
    .toEqual([{ text: `for ${item}`, opacity: ["1", visible ? "1" : "0"] }]);
}

/**
 * Loads home with a paused fake clock: timers run only when the test says so.
 * CSS transitions run on the real clock, so they are switched off: a fade is
 * then complete the moment it starts.
 */
async function gotoWithPausedClock(page: Page, path = "/") {
  const start = new Date("2026-05-01T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(path);
  await waitForScripts(page);
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
}

test.describe("hero headline", () => {
  test(
    "the h1 is the fixed headline; the rotating phrase is hidden from assistive technology",
    oneWidth,
    async ({ page }) => {
      await page.goto("/");
      await waitForScripts(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Group Trip Planner App");
      await expect(
        page.getByRole("heading", { level: 1, name: "AI Group Trip Planner App", exact: true }),
      ).toBeVisible();
      await expect(phrase(page)).toHaveAttribute("aria-hidden", "true");
      await expect(
        page.getByText("Wayfellow turns group ideas into booked trips", { exact: false }).first(),
      ).toBeVisible();
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      await expect(hero.getByRole("link", { name: "Download on the App Store" })).toBeVisible();
      await expect(hero.getByRole("link", { name: "Get it on Google Play" })).toBeVisible();
    },
  );

  test(
    "the phrase fades out every 3 s, switches 800 ms later, in list order, wrapping around",
    oneWidth,
    async ({ page }) => {
      await gotoWithPausedClock(page);
      const tagline = page.getByText("Wayfellow turns group ideas into booked trips.");
      const taglineTop = async () => (await tagline.boundingBox())?.y;
      const top = await taglineTop();

      await expectPhrase(page, tripTypes[0]!, true);
      await page.clock.runFor(2999);
      await expectPhrase(page, tripTypes[0]!, true);
      await page.clock.runFor(1); // 3000 ms: fade out
      await expectPhrase(page, tripTypes[0]!, false);
      await page.clock.runFor(799);
      await expectPhrase(page, tripTypes[0]!, false);
      await page.clock.runFor(1); // 3800 ms: the next item fades in
      await expectPhrase(page, tripTypes[1]!, true);

      // The rest of the list, then the first item again and the second.
      for (let step = 2; step <= tripTypes.length + 1; step++) {
        const previous = tripTypes[(step - 1) % tripTypes.length]!;
        await page.clock.runFor(2200);
        await expectPhrase(page, previous, false);
        await page.clock.runFor(800);
        await expectPhrase(page, tripTypes[step % tripTypes.length]!, true);
        // The phrase keeps its space: nothing below it moves.
        expect(await taglineTop()).toBe(top);
      }
    },
  );

  test("Pause stops the phrase where it is and Play goes on from there (WCAG 2.2.2)", oneWidth, async ({ page }) => {
    await gotoWithPausedClock(page);
    const tagline = page.getByText("Wayfellow turns group ideas into booked trips.");
    const top = (await tagline.boundingBox())?.y;
    await page.clock.runFor(3800);
    await expectPhrase(page, tripTypes[1]!, true);
    await page.getByRole("button", { name: "Pause the changing trip types" }).click();
    await page.clock.runFor(30_000);
    await expectPhrase(page, tripTypes[1]!, true);
    await page.getByRole("button", { name: "Play the changing trip types" }).click();
    // As if just faded in: on show for 2.2 s, then the fade and the next phrase.
    await page.clock.runFor(2199);
    await expectPhrase(page, tripTypes[1]!, true);
    await page.clock.runFor(1);
    await expectPhrase(page, tripTypes[1]!, false);
    await page.clock.runFor(800);
    await expectPhrase(page, tripTypes[2]!, true);
    // The control sits in the gap under the phrase: nothing below it moved.
    expect((await tagline.boundingBox())?.y).toBe(top);
  });

  test("with reduced motion the phrase stays put and the demo does not play", oneWidth, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithPausedClock(page);
    await page.clock.runFor(12_000);
    await expectPhrase(page, tripTypes[0]!, true);

    await expect(page.getByRole("button", { name: "Play demo video" })).toBeVisible();
    expect(await video(page).evaluate((v: HTMLVideoElement) => ({ paused: v.paused, autoplay: v.autoplay }))).toEqual({
      paused: true,
      autoplay: false,
    });
    await expect(spinner(page)).toHaveCount(0);
  });
});

test.describe("demo video", () => {
  test(
    "is a muted, looping, inline portrait video with a poster, a fallback text and a preloaded poster",
    oneWidth,
    async ({ page }) => {
      await page.goto("/");
      const element = video(page);
      await expect(element).toHaveAttribute("poster", "/media/demo-poster.webp");
      await expect(element).toHaveAttribute("loop", "");
      await expect(element).toHaveAttribute("playsinline", "");
      await expect(element).toHaveAttribute("width", "390");
      await expect(element).toHaveAttribute("height", "844");
      await expect(element).toContainText("Your browser does not support the video tag.");
      await expect(element.locator("source")).toHaveCount(2);
      await expect(page.locator('link[rel="preload"][as="image"][href="/media/demo-poster.webp"]')).toHaveCount(1);
      await waitForScripts(page);
      expect(await element.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    },
  );

  test("autoplays and shows a spinner until the video has data", async ({ page }) => {
    let release: (() => Promise<void>) | undefined;
    await page.route("**/media/demo.*", async (route) => {
      if (!release) release = () => route.continue();
      else await route.continue();
    });
    await page.goto("/");
    await waitForScripts(page);
    await video(page).scrollIntoViewIfNeeded();
    await expect(spinner(page)).toBeVisible();
    await expect(spinner(page)).toHaveRole("status");
    await expect(spinner(page)).toContainText("Loading the demo video");
    await expect.poll(() => release !== undefined).toBe(true);
    // Still waiting for data a few frames later.
    await afterFrames(page);
    await expect(spinner(page)).toBeVisible();

    await release!();
    await expect(spinner(page)).toHaveCount(0);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => isPlaying(page)).toBe(true);
  });

  test("on a small screen, starts only once scrolled into view", async ({ page }, info) => {
    test.skip(info.project.name !== "phone", "on a computer the phone is in view at once");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/demo\.(mp4|webm)/.test(request.url())) requests.push(request.url());
    });
    await page.goto("/");
    await waitForScripts(page);
    await afterFrames(page);
    expect(requests, "no video download below the fold").toEqual([]);
    expect(await isPlaying(page)).toBe(false);
    // It is an autoplaying video all the same.
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(true);
    await video(page).scrollIntoViewIfNeeded();
    await expect.poll(() => isPlaying(page)).toBe(true);
  });

  test("has a pause button whose name follows the state", oneWidth, async ({ page }) => {
    await page.goto("/");
    await waitForScripts(page);
    await video(page).scrollIntoViewIfNeeded();
    await expect.poll(() => isPlaying(page)).toBe(true);

    await page.getByRole("button", { name: "Pause demo video" }).click();
    await expect(page.getByRole("button", { name: "Play demo video" })).toBeVisible();
    expect(await isPlaying(page)).toBe(false);

    await page.getByRole("button", { name: "Play demo video" }).click();
    await expect(page.getByRole("button", { name: "Pause demo video" })).toBeVisible();
    await expect.poll(() => isPlaying(page)).toBe(true);
  });
});

test.describe("home sections", () => {
  test("come in order with the ids the navigation uses", oneWidth, async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(["features", "why-wayfellow", "trip-types", "download-app"]);
  });

  test(
    "sections the visitor has scrolled past stay drawn when they are far off screen again",
    oneWidth,
    async ({ page }) => {
      await page.goto("/");
      await waitForScripts(page);
      /** For each section: does the browser draw its heading now (it may skip content far from the screen)? */
      const drawn = () =>
        page
          .locator("main section[id]")
          .evaluateAll((sections) =>
            sections.map((section) => section.querySelector("h2")?.checkVisibility({ contentVisibilityAuto: true })),
          );
      const bottom = () => page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < (await bottom()); y += 400) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await afterFrames(page, 1);
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect.poll(drawn).toEqual([true, true, true, true]);
    },
  );

  test("the footer's links stay where a visitor who scrolls straight to them first sees them", async ({ page }) => {
    await page.goto("/");
    await waitForScripts(page);
    const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact" });
    // One fast scroll (a fling, or a jump far down the page) brings the link to mid-screen; its top
    // as the first frame after the scroll draws it, and ten frames later.
    const [seen, later] = await contact.evaluate(async (link) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const top = () => Math.round(link.getBoundingClientRect().top);
      link.scrollIntoView({ block: "center", behavior: "instant" });
      await frame();
      const first = top();
      for (let i = 0; i < 10; i++) await frame();
      return [first, top()];
    });
    expect(later, "where the link was when the foot of the page was first drawn").toBe(seen);
  });

  for (const id of ["features", "trip-types", "download-app"]) {
    test(`a shared link to /#${id} opens at that section`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await waitForScripts(page);
      await expectSectionAtTop(page, id);
    });
  }

  test("'Why Wayfellow?' shows seven numbered features, each screenshot sized, lazy and with a PNG fallback", async ({
    page,
  }) => {
    await page.goto("/");
    const features = page.locator("#features");
    await expect(features.getByRole("heading", { level: 2 })).toHaveText("Why Wayfellow?");
    await expect(features.locator("ol > li")).toHaveCount(7);
    const images = features.locator("picture img");
    await expect(images).toHaveCount(7);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", "390");
      await expect(image).toHaveAttribute("height", "844");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("src", /\/images\/screens\/[a-z-]+\.png$/);
      await expect(image).toHaveAttribute("alt", /\S/);
    }
    await expect(features.locator('picture source[type="image/webp"]')).toHaveCount(7);
  });

  test("a screenshot that fails to load becomes 'Screenshot Placeholder'", oneWidth, async ({ page }) => {
    await page.route("**/itinerary-map.*", (route) => route.abort());
    await page.goto("/");
    await waitForScripts(page);
    const features = page.locator("#features");
    await features.locator("ol > li").first().scrollIntoViewIfNeeded();
    await expect(features.getByText("Screenshot Placeholder")).toHaveCount(1);
    await expect(features.locator("ol > li").first()).toContainText("Screenshot Placeholder");
    // The other screenshots are unaffected.
    const polls = features.locator('img[src$="/polls-votes.png"]');
    await polls.scrollIntoViewIfNeeded();
    await expect.poll(() => polls.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("'Why Wayfellow' has the six cards", oneWidth, async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#why-wayfellow h3")).toHaveText([
      "Easy Itineraries",
      "Group Coordination",
      "Simple Scheduling",
      "Expense Tracking",
      "Smart AI Suggestions",
      "Stay Notified",
    ]);
  });

  test("'How To?' has the eight guide tiles in order", oneWidth, async ({ page }) => {
    await page.goto("/");
    const guides = page.locator("#trip-types");
    await expect(guides.getByRole("heading", { level: 2 })).toHaveText("How To?");
    const targets = await guides.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(targets).toEqual([
      "/music-festival-trip",
      "/bachelor-party-planning",
      "/bachelorette-party-planning",
      "/bikepacking-eurovelo-trip",
      "/ski-trip-planning",
      "/golf-trip-planning",
      "/world-cup-2026-trip",
      "/hiking-weekend-trip",
    ]);
  });
});

test.describe("download section", () => {
  test("its button sends download_app with the stored source, then opens /download", oneWidth, async ({ page }) => {
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=home-cta");
    await waitForScripts(page);
    await acceptCookies(page);
    await page.locator("#download-app").getByRole("button", { name: "Get The App For Free" }).click();
    await expect(page).toHaveURL("/download");
    await expectDownloadEvent(page, { source: "newsletter", medium: "email", campaign: "spring", content: "home-cta" });
  });

  test("shows both store badges and, on a computer, QR codes that scan to the store listings", async ({
    page,
  }, info) => {
    await withConsent(page, "false"); // no cookie banner over the codes
    await page.goto("/");
    await waitForScripts(page);
    const section = page.locator("#download-app");
    const appStore = await section.getByRole("link", { name: "Download on the App Store" }).getAttribute("href");
    const googlePlay = await section.getByRole("link", { name: "Get it on Google Play" }).getAttribute("href");
    expect(appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(googlePlay).toMatch(/^https:\/\/play\.google\.com\//);

    const iosCode = section.getByRole("img", { name: "QR code to download Wayfellow on the App Store" });
    const androidCode = section.getByRole("img", { name: "QR code to download Wayfellow on Google Play" });
    if (info.project.name === "phone") {
      await expect(iosCode).toHaveCount(0);
      await expect(androidCode).toHaveCount(0);
      return;
    }
    await iosCode.scrollIntoViewIfNeeded();
    expect(await decodeQr(iosCode)).toBe(appStore);
    expect(await decodeQr(androidCode)).toBe(googlePlay);
  });
});
