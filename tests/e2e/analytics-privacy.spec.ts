/**
 * Analytics sends no private value, ever (issue 21): the invite token and
 * the e-mail address in a confirmation link never reach the data layer, not
 * through page_location (which gtag.js would read from the address bar), not
 * through page_referrer (document.referrer) and not through any event. And
 * Decline is Decline whenever it is clicked: before the page's scripts run too, it
 * deletes what Google Analytics left in the browser.
 */
import { expect, test, type Page } from "@playwright/test";
import { tap } from "./devices";
import {
  acceptCookies,
  builtPages,
  cookieBanner,
  dataLayerEvents,
  offSiteHrefs,
  waitForScripts,
  withConsent,
} from "./support";

/** Recognisable values that must never leave the page. */
const secretToken = "SeCrEtToKeN7f3e9";
const secretEmail = "secret.person@example.com";
const secrets = [secretToken, secretEmail, encodeURIComponent(secretEmail), "secret"];

/** Every command in window.dataLayer (events, set, config, consent), as arrays. */
async function dataLayerCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    Array.from((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

/**
 * Nothing private anywhere in the data layer; every page_location holds only
 * campaign parameters and no fragment, every page_referrer neither.
 */
async function expectNothingPrivate(page: Page) {
  const layer = await page.evaluate(() =>
    JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
  );
  for (const secret of secrets) expect(layer, `"${secret}" in the data layer`).not.toContain(secret);

  const fields = (await dataLayerCommands(page))
    .flatMap((args) => args.filter((arg): arg is Record<string, unknown> => typeof arg === "object" && arg !== null))
    .flatMap((params) => [
      ...("page_location" in params ? [["page_location", String(params.page_location)]] : []),
      ...("page_referrer" in params ? [["page_referrer", String(params.page_referrer)]] : []),
    ]);
  expect(fields.length, "the page fields are set explicitly").toBeGreaterThan(0);
  for (const [name, value] of fields) {
    if (name === "page_referrer" && value === "") continue;
    const url = new URL(value ?? "");
    expect(url.hash, `${name} ${value} has no fragment`).toBe("");
    const params = [...url.searchParams.keys()];
    if (name === "page_referrer") expect(params, `${name} ${value} has no query`).toEqual([]);
    else
      expect(
        params.filter((key) => !key.startsWith("utm_")),
        `${name} ${value}: only utm_*`,
      ).toEqual([]);
  }
}

/**
 * Accept on an invite page: on a phone the page has tried the app's scheme,
 * and headless Chromium may then swallow real input (devices.ts, tap).
 */
async function acceptOnInvite(page: Page) {
  await tap(cookieBanner(page).getByRole("button", { name: "Accept" }));
  await expect(cookieBanner(page)).toBeHidden();
}

async function pageViews(page: Page) {
  return (await dataLayerEvents(page)).filter(([name]) => name === "page_view").map(([, params]) => params);
}

test.describe("the data layer holds no private value", () => {
  test("Accept on an invite link: no token, only the campaign in page_location, another site as its origin", async ({
    page,
  }) => {
    await page.goto(`/invite?token=${secretToken}&utm_source=newsletter&utm_medium=email#${secretToken}`, {
      referer: `https://mail.example.com/inbox/read?to=${secretEmail}&token=${secretToken}`,
    });
    await waitForScripts(page);
    await acceptOnInvite(page);
    await expect.poll(async () => (await dataLayerEvents(page)).map(([name]) => name)).toContain("page_view");

    const origin = new URL(page.url()).origin;
    const [view] = await pageViews(page);
    expect(view?.page_location).toBe(`${origin}/invite?utm_source=newsletter&utm_medium=email`);
    expect(view?.page_referrer).toBe("https://mail.example.com");
    expect((await dataLayerEvents(page)).map(([name]) => name)).toContain("user_opened_invite_link");
    await expectNothingPrivate(page);
  });

  test("Accept on the e-mail confirmation page: no e-mail address, no result codes", async ({ page }) => {
    await page.goto(`/email-confirmed?success=false&error=expired&email=${encodeURIComponent(secretEmail)}`);
    await waitForScripts(page);
    await acceptCookies(page);
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);

    const origin = new URL(page.url()).origin;
    const [view] = await pageViews(page);
    expect(view?.page_location).toBe(`${origin}/email-confirmed`);
    expect(view?.page_referrer).toBe("");
    await expectNothingPrivate(page);
  });

  test("from an invite to another page in the site: the referrer is the invite page's path, without the token", async ({
    page,
  }) => {
    await page.goto(`/invite?token=${secretToken}`);
    await waitForScripts(page);
    // Moving on before answering: the queued page views are flushed on Accept.
    await tap(page.getByRole("contentinfo").getByRole("link", { name: "Contact" }));
    await expect(page).toHaveURL("/contact");
    await expect(page).toHaveTitle(/Contact/);
    await acceptOnInvite(page);

    const origin = new URL(page.url()).origin;
    // The static site: the link loaded a new document, and the invite page's queued view went
    // with it (nothing is kept on the device before Accept). The contact page's view names the
    // invite page as its referrer, from the browser's document.referrer, without the token.
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    const [contact] = await pageViews(page);
    expect(contact?.page_location).toBe(`${origin}/contact`);
    expect(contact?.page_referrer).toBe(`${origin}/invite`);
    expect(await page.evaluate(() => document.referrer)).toContain(secretToken);
    await expectNothingPrivate(page);
  });

  test("a new page load after the invite page: document.referrer holds the token, the data layer does not", async ({
    page,
  }) => {
    await page.goto(`/invite?token=${secretToken}`);
    await waitForScripts(page);
    await acceptOnInvite(page);
    // A full page load (a reload elsewhere, a link opened in the same tab by the browser).
    await page.evaluate(() => window.location.assign("/download"));
    await expect(page).toHaveURL("/download");
    await waitForScripts(page);
    expect(await page.evaluate(() => document.referrer), "the browser's referrer is the full invite link").toContain(
      secretToken,
    );

    const origin = new URL(page.url()).origin;
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    const [view] = await pageViews(page);
    expect(view?.page_location).toBe(`${origin}/download`);
    expect(view?.page_referrer).toBe(`${origin}/invite`);
    await expectNothingPrivate(page);
  });
});

test.describe("Decline removes Google Analytics' cookies, whenever it is clicked", () => {
  async function leftByAnalytics(page: Page) {
    const { hostname } = new URL(page.url());
    await page.context().addCookies([
      { name: "_ga", value: "GA1.1.123.456", domain: hostname, path: "/" },
      { name: "_ga_XYZ", value: "GS1.1.789", domain: hostname, path: "/" },
    ]);
  }
  const analyticsCookies = async (page: Page) =>
    (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => /^_ga(_|$)/.test(name));

  test("before the page's JavaScript has run (module scripts blocked)", async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/contact");
    await leftByAnalytics(page);
    await page.evaluate(() => sessionStorage.setItem("wayfellow_traffic_source", '{"utm_source":"x"}'));
    expect(await analyticsCookies(page)).toEqual(["_ga", "_ga_XYZ"]);

    await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"))).toBe(false);
    expect(await analyticsCookies(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
    expect(await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))).toBeNull();
  });

  test("once the page's scripts run, on a first answer as on a withdrawal", async ({ page }) => {
    await page.goto("/contact");
    await waitForScripts(page);
    await leftByAnalytics(page);
    await cookieBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await analyticsCookies(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
  });
});

/** Everything the page keeps in this browser: local and session storage, and cookies, as one text. */
async function storedText(page: Page): Promise<string> {
  const storage = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  return `${storage} ${cookies}`;
}

test.describe("?source= and ?ref= are labels, not free text", () => {
  const storeHrefs = async (page: Page) =>
    Promise.all(
      ["Download on the App Store", "Get it on Google Play"].map(
        async (name) => (await page.getByRole("main").getByRole("link", { name }).getAttribute("href")) ?? "",
      ),
    );

  test("an e-mail address in ?ref= reaches neither the data layer nor storage nor a store link", async ({ page }) => {
    await page.goto(`/download?ref=${encodeURIComponent(secretEmail)}`);
    await waitForScripts(page);
    await acceptCookies(page);
    await expect.poll(async () => (await dataLayerEvents(page)).map(([name]) => name)).toContain("traffic_source");
    // Dropped whole: the visit counts as direct.
    const attribution = (await dataLayerEvents(page)).find(([name]) => name === "traffic_source")?.[1];
    expect(attribution).toMatchObject({ source: "direct", medium: "none" });

    await expectNothingPrivate(page);
    const stored = await storedText(page);
    const links = [...(await storeHrefs(page)), ...(await offSiteHrefs(page))].join(" ");
    for (const secret of [secretEmail, encodeURIComponent(secretEmail), "secret.person"]) {
      expect(stored, `"${secret}" stored`).not.toContain(secret);
      expect(links, `"${secret}" in a link`).not.toContain(secret);
    }
  });

  test("a short label in ?ref= names the source in analytics, storage and the store links", async ({ page }) => {
    await page.goto("/download?ref=partner-blog");
    await waitForScripts(page);
    await acceptCookies(page);
    await expect.poll(async () => (await dataLayerEvents(page)).map(([name]) => name)).toContain("traffic_source");
    const attribution = (await dataLayerEvents(page)).find(([name]) => name === "traffic_source")?.[1];
    expect(attribution).toMatchObject({ source: "partner-blog", medium: "referral" });
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))) ?? "{}"),
    ).toMatchObject({ utm_source: "partner-blog", source: "partner-blog" });

    await expect
      .poll(async () => new URL((await storeHrefs(page))[0] ?? "").searchParams.get("ct"))
      .toBe("partner-blog");
    const play = new URL((await storeHrefs(page))[1] ?? "");
    expect(Object.fromEntries(new URLSearchParams(play.searchParams.get("referrer") ?? ""))).toEqual({
      utm_source: "partner-blog",
      utm_medium: "referral",
    });
  });
});

test("no link that leaves the site carries a private value from the address, on any page", async ({ page }) => {
  test.setTimeout(180_000);
  await withConsent(page);
  const query = `?token=${secretToken}&ref=${encodeURIComponent(secretEmail)}&email=${encodeURIComponent(secretEmail)}`;
  const found: string[] = [];
  for (const path of builtPages()) {
    // The not-found page is reached by any unknown path.
    await page.goto(`${path === "/404" ? "/no-such-page" : path}${query}`);
    await waitForScripts(page);
    for (const href of await offSiteHrefs(page)) {
      if (secrets.some((secret) => href.includes(secret))) found.push(`${path}: ${href}`);
    }
  }
  expect(found).toEqual([]);
});
