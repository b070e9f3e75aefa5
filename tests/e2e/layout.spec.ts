import { expect, test, type Locator } from "@playwright/test";
import {
  acceptCookies,
  expectDownloadEvent,
  expectSectionAtTop,
  oneWidth,
  waitForScripts,
  withConsent,
} from "./support";

const sectionLinks = [
  ["Features", "features"],
  ["How It Works", "why-wayfellow"],
  ["Planning Guides", "trip-types"],
] as const;

test.describe("top navigation bar", () => {
  test("shows the logo and brand, the four links on wide screens and the download button", async ({ page }, info) => {
    await page.goto("/contact");
    await waitForScripts(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Wayfellow" }).first()).toBeVisible();
    const button = header.getByRole("button", { name: "Get The App For Free" });
    await expect(button).toBeVisible();
    expect((await button.boundingBox())?.width).toBeGreaterThanOrEqual(160);
    const main = header.getByRole("navigation", { name: "Main" });
    if (info.project.name === "desktop") {
      for (const name of ["Features", "How It Works", "Planning Guides", "Blog"]) {
        await expect(main.getByRole("link", { name })).toBeVisible();
      }
    } else {
      await expect(main).toBeHidden();
    }
  });

  for (const [label, id] of sectionLinks) {
    test(`'${label}' from another page goes home, then smooth-scrolls to #${id} after 300 ms`, async ({
      page,
    }, info) => {
      // A paused clock: the 300 ms only pass when the test says so.
      const start = new Date("2026-06-01T10:00:00Z").getTime();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      await page.goto("/contact");
      await waitForScripts(page);
      if (info.project.name === "phone") await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("link", { name: label, exact: true }).first().click();
      await expect(page).toHaveURL("/");
      // Home's scripts start after its first paint; the paused clock keeps the 300 ms from passing meanwhile.
      await waitForScripts(page);
      await page.clock.runFor(250);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.clock.runFor(100);
      await expectSectionAtTop(page, id);
    });
  }

  test("a section link on home scrolls without leaving the page", async ({ page }, info) => {
    await page.goto("/");
    await waitForScripts(page);
    if (info.project.name === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Planning Guides", exact: true }).first().click();
    await expect(page).toHaveURL("/");
    await expectSectionAtTop(page, "trip-types");
  });

  test("the logo scrolls to the top on home and goes home elsewhere", oneWidth, async ({ page }) => {
    await page.goto("/");
    await waitForScripts(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("banner").getByRole("link", { name: "Wayfellow" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL("/");

    await page.goto("/contact");
    await waitForScripts(page);
    await page.getByRole("banner").getByRole("link", { name: "Wayfellow" }).click();
    await expect(page).toHaveURL("/");
  });

  test("'Get The App For Free' sends download_app, then opens /download", oneWidth, async ({ page }) => {
    await page.goto("/contact?utm_source=newsletter&utm_medium=email&utm_campaign=summer&utm_content=header");
    await waitForScripts(page);
    await acceptCookies(page);
    await page.getByRole("banner").getByRole("button", { name: "Get The App For Free" }).click();
    await expect(page).toHaveURL("/download");
    await expectDownloadEvent(page, { source: "newsletter", medium: "email", campaign: "summer", content: "header" });
  });

  test("its download button steps back to an outline while the download-app section is on screen", async ({ page }) => {
    await page.goto("/");
    await waitForScripts(page);
    const inBar = page.getByRole("banner").getByRole("button", { name: "Get The App For Free" });
    const inSection = page.locator("#download-app").getByRole("button", { name: "Get The App For Free" });
    const fill = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const looksLikeTheSections = async () => (await fill(inBar)) === (await fill(inSection));

    await expect.poll(looksLikeTheSections, { message: "filled, like every call to action" }).toBe(true);
    await page.evaluate(() => document.getElementById("download-app")?.scrollIntoView());
    await expect.poll(looksLikeTheSections, { message: "the section's own button leads" }).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect.poll(looksLikeTheSections, { message: "filled again" }).toBe(true);
  });
});

test.describe("small-screen menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 600, "phone layout only");

  test("gives the four links, closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/contact");
    await waitForScripts(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Features", "How It Works", "Planning Guides", "Blog"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes when Tab leaves it, so nothing focused is left behind it", async ({ page }) => {
    await page.goto("/contact");
    await waitForScripts(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("fits a 320 px screen: the menu button and the download button are on it", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/contact", "/de/kontakt"]) {
      await page.goto(path);
      const header = page.getByRole("banner");
      const controls = [
        header.getByRole("link", { name: "Wayfellow" }).first(),
        header.getByRole("button", { name: /Get The App For Free|App kostenlos holen/ }),
        header.getByRole("button", { name: /Open menu|Menü öffnen/ }),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      }
    }
  });

  test("a section link moves keyboard focus to that section on home", async ({ page }) => {
    await page.goto("/contact");
    await waitForScripts(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Planning Guides" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
    await expect(page.locator("#trip-types")).toBeFocused();
  });

  test("without JavaScript, the four links show under the bar and work", async ({ browser, viewport }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto("/contact");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Features", "How It Works", "Planning Guides", "Blog"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    // The bar no longer covers the page: the heading is below it.
    const header = await page.getByRole("banner").boundingBox();
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await context.close();
  });
});

test.describe("footer", () => {
  test("has the year, company, support, social and store links", oneWidth, async ({ page }) => {
    await withConsent(page);
    await page.goto("/contact");
    await waitForScripts(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Wayfellow`);
    await expect(footer.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(footer.getByRole("button", { name: "Cookie settings" })).toBeVisible();
    for (const network of ["TikTok", "Instagram", "LinkedIn"]) {
      await expect(footer.getByRole("link", { name: new RegExp(`on ${network}`) })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
    await expect(footer.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(footer.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
      "href",
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=app\.wayfellow/,
    );
  });

  test("shows the visitor's current year, not the build's", oneWidth, async ({ page }) => {
    await page.clock.install({ time: new Date("2031-03-01T10:00:00Z") });
    await withConsent(page);
    await page.goto("/contact");
    await waitForScripts(page);
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 Wayfellow");
  });
});

test.describe("error pages", () => {
  test("403 says Access Denied and Go Home leads to /", oneWidth, async ({ page }) => {
    await page.goto("/403");
    await waitForScripts(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await page.getByRole("button", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown path shows the not-found page and Go Home leads to /", oneWidth, async ({ page }) => {
    const response = await page.goto("/this/does/not/exist?x=<script>");
    expect(response?.status()).toBe(404);
    await waitForScripts(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page Not Found");
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("button", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test(
  "the contact page shows the support address to people, not in the static HTML",
  oneWidth,
  async ({ page, request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).not.toContain("support@wayfellow.app");
    await page.goto("/contact");
    await waitForScripts(page);
    await expect(page.getByRole("link", { name: "support@wayfellow.app" })).toHaveAttribute(
      "href",
      /^mailto:support@wayfellow\.app/,
    );
  },
);
