import { expect, test } from "@playwright/test";
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

test.describe("/get-the-app", () => {
  test("uses the 'Just Start Planning' hero: one h1, store badges and the button", async ({ page }) => {
    await page.goto("/get-the-app");
    await waitForScripts(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Group Trip Planner App");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Download on the App Store" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Get it on Google Play" })).toBeVisible();
    await expect(hero.getByRole("button", { name: "Just Start Planning" })).toBeVisible();
  });

  test("shows QR codes of both stores on a computer only", async ({ page }, info) => {
    await withConsent(page, "false"); // no cookie banner over the codes
    await page.goto("/get-the-app");
    await waitForScripts(page);
    const codes = page.getByRole("img", { name: /^QR code to download Wayfellow on / });
    if (info.project.name === "phone") {
      await expect(codes).toHaveCount(0);
      return;
    }
    await expect(codes).toHaveCount(2);
    const appStore = await page
      .locator("main")
      .getByRole("link", { name: "Download on the App Store" })
      .getAttribute("href");
    const googlePlay = await page
      .locator("main")
      .getByRole("link", { name: "Get it on Google Play" })
      .getAttribute("href");
    expect(await decodeQr(codes.nth(0))).toBe(appStore);
    expect(await decodeQr(codes.nth(1))).toBe(googlePlay);
  });

  test("'Just Start Planning' goes home, then scrolls to the planning guides after 300 ms", async ({ page }) => {
    // A paused clock: the 300 ms timer runs only when the test says so.
    const start = new Date("2026-05-01T10:00:00Z").getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto("/get-the-app");
    await waitForScripts(page);
    await page.getByRole("button", { name: "Just Start Planning" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#trip-types")).toBeAttached();
    // Home's scripts start after its first paint; the paused clock keeps the 300 ms from passing meanwhile.
    await waitForScripts(page);
    await page.clock.runFor(250);
    // A scroll started by then would have moved the page within a few frames.
    await afterFrames(page, 5);
    expect(await page.evaluate(() => window.scrollY), "not scrolled before 300 ms").toBe(0);
    await page.clock.runFor(50);
    await expectSectionAtTop(page, "trip-types");
  });

  test("'Just Start Planning' still reaches the guides when home takes long to load", oneWidth, async ({ page }) => {
    await page.goto("/get-the-app");
    await waitForScripts(page);
    // Home's route data arrives a second late, long after the 300 ms.
    await page.route("**/_root.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole("button", { name: "Just Start Planning" }).click();
    await expect(page).toHaveURL("/", { timeout: 10_000 });
    await expectSectionAtTop(page, "trip-types");
  });

  test("explains how it works in four steps", oneWidth, async ({ page }) => {
    await page.goto("/get-the-app");
    const steps = page.locator("main ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.locator("h3")).toHaveText([/create a trip/i, /invite/i, /plan together/i, /travel/i]);
  });

  test("its download button sends download_app with the source before /download opens", oneWidth, async ({ page }) => {
    await page.goto("/get-the-app?utm_source=instagram&utm_medium=paid_social&utm_campaign=bachelor&utm_content=reel2");
    await waitForScripts(page);
    await acceptCookies(page);
    await page.locator("main").getByRole("button", { name: "Get The App For Free" }).click();
    await expect(page).toHaveURL("/download");
    await expectDownloadEvent(page, {
      source: "instagram",
      medium: "paid_social",
      campaign: "bachelor",
      content: "reel2",
    });
  });
});
