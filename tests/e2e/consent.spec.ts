import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  acceptCookies,
  afterFrames,
  cookieBanner,
  dataLayerEvents,
  eventNames,
  oneWidth,
  waitForScripts,
  withConsent,
} from "./support";

/** A browser that blocks this site's storage: every read and write throws, as with storage blocked. */
function blockStorage() {
  const blocked = () => {
    throw new DOMException("blocked", "SecurityError");
  };
  Storage.prototype.getItem = blocked;
  Storage.prototype.setItem = blocked;
}

/** Another tab of the site, open at `path` once it has sent its page view (consent is Accept). */
async function openMeasuredTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(path);
  await waitForScripts(tab);
  await expect.poll(() => eventNames(tab)).toContain("page_view");
  return tab;
}

/** The consent commands in the page's data layer, as [default | update, analytics_storage]. */
async function consentCommands(page: Page): Promise<[string, string][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === "consent")
      .map((args) => [String(args[1]), (args[2] as Record<string, string>).analytics_storage ?? ""]),
  );
}

const footer = (page: Page) => page.getByRole("contentinfo");

/** Google's consent state in `tab` went from denied to granted and, at the end, back to denied. */
async function expectWithdrawnIn(tab: Page) {
  await expect
    .poll(() => consentCommands(tab))
    .toEqual([
      ["default", "denied"],
      ["update", "granted"],
      ["update", "denied"],
    ]);
}

/**
 * Holds back the site script (src/scripts/site.ts, which sets data-enhanced) until the returned
 * function is called.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const script = "**/assets/Base.astro_astro_type_script_*.js";
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * How far page.goto waits while holdScripts holds the script: the site script is a module script
 * of the page, which the load event waits for.
 */
const whileHeld = { waitUntil: "commit" } as const;

test.describe("cookie consent and analytics", () => {
  test("nothing leaves the site and nothing is recorded before a choice", oneWidth, async ({ page }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://localhost")) external.push(request.url());
    });
    await page.goto("/?utm_source=newsletter");
    await waitForScripts(page);
    await expect(cookieBanner(page)).toBeVisible();
    await page.getByRole("link", { name: "Contact" }).last().click();
    await expect(page).toHaveURL("/contact");
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
    expect(await page.evaluate(() => document.querySelector('script[src*="googletagmanager"]'))).toBeNull();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
    expect(external).toEqual([]);
  });

  test("the analytics client is fetched on Accept, not before, and not on Decline", oneWidth, async ({ browser }) => {
    for (const choice of ["Accept", "Decline"] as const) {
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto("/?utm_source=newsletter");
      await waitForScripts(page);
      await page.getByRole("link", { name: "Contact" }).last().click();
      await expect(page).toHaveURL("/contact");
      await afterFrames(page);
      const beforeChoice = new Set(scripts);
      await cookieBanner(page).getByRole("button", { name: choice }).click();
      await expect(cookieBanner(page)).toHaveCount(0);
      await afterFrames(page, 10);
      const fetchedOnChoice = scripts.filter((path) => !beforeChoice.has(path));
      if (choice === "Accept") {
        await expect.poll(() => eventNames(page)).toContain("page_view");
        expect(fetchedOnChoice.length, "the client, fetched on Accept").toBeGreaterThan(0);
      } else {
        expect(fetchedOnChoice, "nothing fetched on Decline").toEqual([]);
      }
      await page.close();
    }
  });

  test(
    "Accept stores the choice, flushes the queued events in order and hides the banner for good",
    oneWidth,
    async ({ page }) => {
      await page.goto("/?utm_source=newsletter&utm_medium=email");
      await waitForScripts(page);
      await page.getByRole("link", { name: "Contact" }).last().click();
      await expect(page).toHaveURL("/contact");
      await acceptCookies(page);

      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
      const cookie = (await page.context().cookies()).find((c) => c.name === "CookieConsent");
      expect(cookie?.value).toBe("true");
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      const stored = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("wayfellow_traffic_source") ?? "{}"));
      // The static site: the link loaded a new document, and the queue of the page left before a
      // choice went with it (nothing of it is kept on the device before Accept). What Accept
      // flushes is this page's own queue, in order, after the visit's attribution.
      await expect.poll(() => eventNames(page)).toEqual(["site_first_visit", "traffic_source", "page_view"]);
      const views = (await dataLayerEvents(page)).filter(([name]) => name === "page_view");
      expect(views.map(([, params]) => params.page_path)).toEqual(["/contact"]);
      expect(await stored()).toMatchObject({ utm_source: expect.any(String), utm_medium: expect.any(String) });

      // Consent mode: default denied, then granted, before any event.
      const commands = await page.evaluate(() =>
        ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((args) => args[0] === "consent")
          .map((args) => [args[1], (args[2] as Record<string, string>).analytics_storage]),
      );
      expect(commands).toEqual([
        ["default", "denied"],
        ["update", "granted"],
      ]);

      await page.reload();
      await waitForScripts(page);
      await expect(cookieBanner(page)).toHaveCount(0);
      // A returning visitor's page view is sent straight away (once the client has loaded).
      await expect.poll(() => eventNames(page)).toContain("page_view");
    },
  );

  test("Decline stores the choice, discards the queue and records nothing later", oneWidth, async ({ page }) => {
    await page.goto("/");
    await waitForScripts(page);
    await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
    expect((await page.context().cookies()).find((c) => c.name === "CookieConsent")?.value).toBe("false");
    await page.getByRole("link", { name: "Contact" }).last().click();
    await expect(page).toHaveURL("/contact");
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    await page.reload();
    await waitForScripts(page);
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test("with storage blocked the site still works and the cookie remembers the choice", oneWidth, async ({ page }) => {
    await page.addInitScript(blockStorage);
    const crashes: string[] = [];
    page.on("pageerror", (error) => crashes.push(error.message));
    await page.goto("/?utm_source=test");
    await waitForScripts(page);
    await acceptCookies(page);
    await expect.poll(() => eventNames(page)).toContain("site_first_visit");
    await page.reload();
    await waitForScripts(page);
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(crashes).toEqual([]);
  });

  test("the banner is a labelled region with Accept and Decline buttons", async ({ page }) => {
    await page.goto("/contact");
    await waitForScripts(page);
    const banner = cookieBanner(page);
    // Before consent it says what it asks for, and by whom, and how to take the choice back (art. 7 (3) GDPR),
    // and the control it names is there on the page.
    await expect(banner).toContainText("Google Analytics, by Google");
    await expect(banner).toContainText(/change or withdraw your choice any time under .Cookie settings./);
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Decline" })).toBeVisible();
    // Scrolling is not consent.
    await page.mouse.wheel(0, 2000);
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBeNull();
  });

  test("answered from the keyboard, focus moves on to the page's main content, not out of the page", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForScripts(page);
    await cookieBanner(page).getByRole("button", { name: "Accept" }).focus();
    await page.keyboard.press("Enter");
    await expect(cookieBanner(page)).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("while it shows, it hides nothing the keyboard moves to (WCAG 2.4.11)", async ({ page }) => {
    // Home's store badges end its first screen; the German privacy policy's contents are a long list
    // of links. The banner comes last in the page: no element before it may be entirely behind it.
    // (Reduced motion: each scroll is over when the next position is read.)
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const [path, label] of [
      ["/", "Cookie consent"],
      ["/de/datenschutz", "Einwilligung in Cookies"],
    ] as const) {
      await page.goto(path);
      await waitForScripts(page);
      const banner = (await page.getByRole("region", { name: label }).elementHandle())!;
      for (let presses = 1; presses <= 150; presses++) {
        await page.keyboard.press("Tab");
        const focused = await banner.evaluate((bannerElement) => {
          const element = document.activeElement!;
          const box = element.getBoundingClientRect();
          const shade = bannerElement.getBoundingClientRect();
          return {
            inBanner: bannerElement.contains(element),
            behind:
              box.left >= shade.left && box.right <= shade.right && box.top >= shade.top && box.bottom <= shade.bottom,
            name: element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40),
          };
        });
        if (focused.inBanner) break;
        expect(focused.behind, `${path}: "${focused.name}", after ${presses} Tab presses`).toBe(false);
      }
    }
  });

  test("a new visitor sees the banner in the first paint, before any of the page's JavaScript has run", async ({
    page,
  }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/invite");
    await expect(cookieBanner(page)).toBeVisible();
    await expect(cookieBanner(page).getByRole("button", { name: "Accept" })).toBeVisible();
  });

  test("a returning visitor never sees it, not even before the JavaScript has run", oneWidth, async ({ page }) => {
    await withConsent(page, "false");
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/invite");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test(
    "Accept works before the page's scripts run, and the page then measures the visit as consented",
    oneWidth,
    async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/?utm_source=newsletter&utm_medium=email", whileHeld);
      await acceptCookies(page);
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
      expect((await page.context().cookies()).find((c) => c.name === "CookieConsent")?.value).toBe("true");
      expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);

      release();
      await waitForScripts(page);
      await expect(cookieBanner(page)).toHaveCount(0);
      await expect.poll(() => eventNames(page)).toEqual(["site_first_visit", "traffic_source", "page_view"]);
    },
  );

  test("Decline works before the page's scripts run, and nothing is measured", oneWidth, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/download", whileHeld);
    await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");

    release();
    await waitForScripts(page);
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
  });
});

test.describe("changing the cookie choice later", () => {
  test(
    "'Cookie settings' in the footer asks again on any page, and Decline withdraws consent",
    oneWidth,
    async ({ page }) => {
      const toGoogle: string[] = [];
      await page.route(/google-analytics\.com|googletagmanager\.com|doubleclick\.net/, (route) => {
        toGoogle.push(route.request().url());
        return route.abort();
      });
      await page.goto("/terms-of-service");
      await waitForScripts(page);
      await acceptCookies(page);
      // Cookies as Google Analytics would have left them while consent was given.
      const { hostname } = new URL(page.url());
      await page.context().addCookies([
        { name: "_ga", value: "GA1.1.123.456", domain: hostname, path: "/" },
        { name: "_ga_TEST123", value: "GS1.1.789", domain: hostname, path: "/" },
      ]);
      await expect.poll(() => eventNames(page)).toContain("page_view");
      await expect(cookieBanner(page)).toHaveCount(0);

      const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
      await settings.click();
      await expect(cookieBanner(page)).toBeVisible();
      await expect(cookieBanner(page)).toBeFocused();
      const eventsBefore = (await eventNames(page)).length;
      await cookieBanner(page).getByRole("button", { name: "Decline" }).click();

      await expect(cookieBanner(page)).toHaveCount(0);
      await expect(settings).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === "CookieConsent")?.value).toBe("false");
      expect(cookies.map((c) => c.name).filter((name) => name.startsWith("_ga"))).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))).toBeNull();
      const consentUpdates = await page.evaluate(() =>
        ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((args) => args[0] === "consent" && args[1] === "update")
          .map((args) => (args[2] as Record<string, string>).analytics_storage),
      );
      expect(consentUpdates.at(-1)).toBe("denied");

      // Nothing is recorded any more, here or on the next page.
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await eventNames(page)).length).toBe(eventsBefore);
      await page.reload();
      await waitForScripts(page);
      await expect(cookieBanner(page)).toHaveCount(0);
      expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
      expect(toGoogle).toEqual([]);
    },
  );

  test("'Cookie settings' lets a visitor who declined accept later", oneWidth, async ({ page }) => {
    await withConsent(page, "false");
    await page.goto("/privacy-policy");
    await waitForScripts(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await acceptCookies(page);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
    // From now on the visit is measured.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => eventNames(page)).toContain("page_view");
  });

  test("'Cookie settings' works before the page's scripts run", oneWidth, async ({ page }) => {
    await withConsent(page, "true");
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/contact");
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(cookieBanner(page)).toBeVisible();
    await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
  });
});

test.describe("the choice over time and across tabs", () => {
  test(
    "a withdrawal in one tab reaches another open tab at once: consent denied, nothing more sent, cookies gone",
    oneWidth,
    async ({ page, context }) => {
      await page.goto("/terms-of-service?utm_source=newsletter&utm_medium=email");
      await waitForScripts(page);
      await acceptCookies(page);

      const other = await openMeasuredTab(context, "/contact");
      expect(await other.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))).not.toBeNull();
      // Cookies as Google Analytics would have left them while consent was given.
      const { hostname } = new URL(page.url());
      await context.addCookies([{ name: "_ga", value: "GA1.1.123.456", domain: hostname, path: "/" }]);
      const sentBefore = (await eventNames(other)).length;

      await footer(page).getByRole("button", { name: "Cookie settings" }).click();
      await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
      await expect(cookieBanner(page)).toHaveCount(0);

      // The other tab, untouched, has followed: Google's consent state is denied there too...
      await expectWithdrawnIn(other);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
      expect(await other.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))).toBeNull();
      await expect(cookieBanner(other)).toHaveCount(0);
      // ...and what the visitor does there next is sent nowhere.
      await footer(other).getByRole("link", { name: "Privacy Policy" }).click();
      await expect(other).toHaveURL("/privacy-policy");
      await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
      await afterFrames(other);
      expect((await eventNames(other)).length).toBe(sentBefore);
    },
  );

  test(
    "with storage blocked, where only the cookie holds the choice, a withdrawal still reaches another open tab at once",
    oneWidth,
    async ({ page, context }) => {
      await context.addInitScript(blockStorage);
      await page.goto("/contact");
      await waitForScripts(page);
      await acceptCookies(page);
      const other = await openMeasuredTab(context, "/terms-of-service");

      await footer(page).getByRole("button", { name: "Cookie settings" }).click();
      await cookieBanner(page).getByRole("button", { name: "Decline" }).click();

      // No storage event can come (nothing was stored): the other tab follows all the same, unreloaded.
      await expectWithdrawnIn(other);
    },
  );

  test(
    "a withdrawal made before the page's scripts run reaches another open tab too",
    oneWidth,
    async ({ page, context }) => {
      await page.goto("/contact");
      await waitForScripts(page);
      await acceptCookies(page);
      const other = await openMeasuredTab(context, "/terms-of-service");

      // A page whose scripts have not started: the inline consent script answers the banner.
      const early = await context.newPage();
      await early.route("**/assets/*.js", (route) => route.abort());
      await early.goto("/legal-notice");
      await footer(early).getByRole("button", { name: "Cookie settings" }).click();
      await cookieBanner(early).getByRole("button", { name: "Decline" }).click();
      await expect(cookieBanner(early)).toHaveCount(0);

      await expectWithdrawnIn(other);
      await expect(cookieBanner(other)).toHaveCount(0);
    },
  );

  test("Accept after a withdrawal, on the same page, grants again and sends again", oneWidth, async ({ page }) => {
    await page.goto("/contact");
    await waitForScripts(page);
    await acceptCookies(page);
    const settings = footer(page).getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    await settings.click();
    await acceptCookies(page);

    expect(await consentCommands(page)).toEqual([
      ["default", "denied"],
      ["update", "granted"],
      ["update", "denied"],
      ["update", "granted"],
    ]);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
    await footer(page).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect
      .poll(async () => (await eventNames(page)).filter((name) => name === "page_view").length)
      .toBeGreaterThanOrEqual(2);
  });

  test(
    "a choice whose cookie has lapsed (after 12 months) is asked for again, and nothing is sent before",
    oneWidth,
    async ({ page }) => {
      // What the earlier visit left in local storage, without the cookie that held it for 12 months.
      await page.addInitScript(() => {
        localStorage.setItem("cookieConsentDate", new Date(Date.now() - 366 * 86_400_000).toISOString());
        localStorage.setItem("cookieConsent", "true");
      });
      await page.goto("/contact");
      await expect(cookieBanner(page)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
      await afterFrames(page);
      expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);

      await acceptCookies(page);
      const cookie = (await page.context().cookies()).find((c) => c.name === "CookieConsent");
      expect(cookie?.value).toBe("true");
      // The date an earlier version of the site kept beside the choice goes with the new choice.
      expect(await page.evaluate(() => localStorage.getItem("cookieConsentDate"))).toBeNull();
      await expect.poll(() => eventNames(page)).toContain("page_view");
    },
  );
});
