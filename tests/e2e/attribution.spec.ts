import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, dataLayerEvents, waitForScripts, withConsent } from "./support";

async function sourceAfterLanding(page: Page, url: string, referer?: string) {
  await withConsent(page);
  await page.goto(url, referer ? { referer } : undefined);
  await waitForScripts(page);
  const events = await dataLayerEvents(page);
  const attribution = events.find(([name]) => name === "traffic_source")?.[1];
  const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))) ?? "null");
  return { attribution, stored, events };
}

test.describe("traffic-source attribution from real landings", () => {
  for (const [referer, source, medium] of [
    ["https://l.instagram.com/", "instagram", "social"],
    ["https://m.facebook.com/", "facebook", "social"],
    ["https://www.reddit.com/r/solotravel/", "reddit", "social"],
    ["https://www.google.com/", "google", "organic"],
    ["https://www.youtube.com/", "youtube", "video"],
    ["https://t.co/xyz", "twitter", "social"],
    ["https://www.lonelyplanet.com/", "lonelyplanet.com", "referral"],
  ] as const) {
    test(`referrer ${referer} is ${source} / ${medium}`, async ({ page }) => {
      const { stored, attribution } = await sourceAfterLanding(page, "/", referer);
      expect(stored).toMatchObject({ utm_source: source, utm_medium: medium, referrer: new URL(referer).origin });
      expect(attribution).toMatchObject({ event_category: "traffic", source, medium });
    });
  }

  test("another site's address reaches analytics and the stored source as its origin only", async ({ page }) => {
    const referer = "https://mail.example.com/inbox/read-message?to=quokka-reader%40example.com&token=s3cret-token";
    const { stored, attribution, events } = await sourceAfterLanding(page, "/", referer);
    expect(stored).toEqual({
      utm_source: "mail.example.com",
      utm_medium: "referral",
      referrer: "https://mail.example.com",
    });
    expect(attribution).toMatchObject({ source: "mail.example.com", medium: "referral" });
    const sent = JSON.stringify(events);
    for (const part of ["inbox", "read-message", "quokka-reader", "s3cret-token"]) expect(sent).not.toContain(part);
  });

  test("no referrer is direct / none, and the first visit reports its path", async ({ page }) => {
    const { stored, events } = await sourceAfterLanding(page, "/contact");
    expect(stored).toEqual({ utm_source: "direct", utm_medium: "none" });
    expect(events[0]).toEqual(["site_first_visit", { page_path: "/contact" }]);
  });

  test("utm parameters win over the referrer", async ({ page }) => {
    const { stored } = await sourceAfterLanding(
      page,
      "/?utm_source=tiktok&utm_medium=paid_social&utm_campaign=ski&utm_content=clip1&utm_term=alps",
      "https://www.google.com/",
    );
    expect(stored).toMatchObject({
      utm_source: "tiktok",
      utm_medium: "paid_social",
      utm_campaign: "ski",
      utm_content: "clip1",
      utm_term: "alps",
    });
  });

  test("?ref= and ?source= name the source", async ({ page }) => {
    expect((await sourceAfterLanding(page, "/?ref=partner")).stored).toMatchObject({
      utm_source: "partner",
      source: "partner",
    });
  });

  test("gclid is kept, fbclid is not even read", async ({ page }) => {
    const fromFacebook = await sourceAfterLanding(page, "/?fbclid=IwAR123", "https://l.facebook.com/");
    expect(fromFacebook.stored).toEqual({
      utm_source: "facebook",
      utm_medium: "social",
      referrer: "https://l.facebook.com",
    });
    expect(JSON.stringify(fromFacebook.events)).not.toContain("IwAR123");
    expect((await sourceAfterLanding(page, "/?gclid=Cj0K")).stored).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "Cj0K",
    });
  });

  test("the Google click id reaches analytics as click_id_google, never as gclid", async ({ page }) => {
    await page.goto("/?gclid=Cj0KCQ-test");
    await waitForScripts(page);
    await acceptCookies(page);
    const events = await dataLayerEvents(page);
    for (const name of ["traffic_source", "page_view"]) {
      const params = events.find(([event]) => event === name)?.[1];
      expect(params, name).toMatchObject({ source: "google", medium: "cpc", click_id_google: "Cj0KCQ-test" });
    }
    expect(events.some(([, params]) => "gclid" in params)).toBe(false);
  });

  test("the stored source is kept in the session unless a new campaign arrives", async ({ page }) => {
    await sourceAfterLanding(page, "/?utm_source=newsletter");
    await page.goto("/contact", { referer: "https://www.google.com/" });
    await waitForScripts(page);
    let events = await dataLayerEvents(page);
    expect(events.map(([name]) => name)).not.toContain("site_first_visit");
    expect(events.find(([name]) => name === "page_view")?.[1]).toMatchObject({ source: "newsletter" });

    await page.goto("/?gclid=abc");
    await waitForScripts(page);
    events = await dataLayerEvents(page);
    expect(events.map(([name]) => name)).toContain("site_first_visit");
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem("wayfellow_traffic_source"))) ?? "{}"),
    ).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
    });
  });

  test("hostile query values are no labels: dropped before the store links, and never markup", async ({ page }) => {
    const source = "<img src=x onerror=alert(1)>";
    const campaign = '"><script>alert(2)</script>';
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(`/download?${new URLSearchParams({ utm_source: source, utm_campaign: campaign })}`);
    await waitForScripts(page);

    // Campaign values travel only as labels (decisions.md): the store links carry neither value.
    const main = page.locator("main");
    const appStore = main.getByRole("link", { name: "Download on the App Store" });
    const googlePlay = main.getByRole("link", { name: "Get it on Google Play" });
    for (const link of [appStore, googlePlay]) {
      const href = decodeURIComponent(decodeURIComponent((await link.getAttribute("href")) ?? ""));
      expect(href).not.toContain("alert(");
      expect(href).not.toContain("<");
    }

    // ...and nowhere as markup: no element, no script, no dialog.
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    expect(await page.evaluate(() => [...document.scripts].some((script) => script.text.includes("alert(")))).toBe(
      false,
    );
    await expect(page.locator("body")).not.toContainText("alert(");
    expect(dialogs).toBe(0);
  });
});

test.describe("store links before consent (decisions.md, What travels before consent)", () => {
  const main = (page: Page) => page.locator("main");
  const appStoreHref = async (page: Page) =>
    new URL((await main(page).getByRole("link", { name: "Download on the App Store" }).getAttribute("href")) ?? "");
  const playLabels = async (page: Page) => {
    const href = await main(page).getByRole("link", { name: "Get it on Google Play" }).getAttribute("href");
    return Object.fromEntries(new URLSearchParams(new URL(href ?? "").searchParams.get("referrer") ?? ""));
  };

  test("labels from the referring site travel only after Accept", async ({ page }) => {
    await page.goto("/download", { referer: "https://www.google.com/search?q=group+trip" });
    await waitForScripts(page);
    // Hydrated, no choice yet: the plain listings, nothing about where the visitor came from.
    expect((await appStoreHref(page)).searchParams.get("ct")).toBeNull();
    expect(await playLabels(page)).toEqual({});

    await acceptCookies(page);
    await expect.poll(async () => (await appStoreHref(page)).searchParams.get("ct")).toBe("google");
    expect(await playLabels(page)).toEqual({ utm_source: "google", utm_medium: "organic" });
  });

  test("the visitor's own utm labels travel at once, click ids and the referrer do not", async ({ page }) => {
    await page.goto("/download?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=Cj0K", {
      referer: "https://www.google.com/",
    });
    await waitForScripts(page);
    await expect.poll(async () => (await appStoreHref(page)).searchParams.get("ct")).toBe("spring");
    expect(await playLabels(page)).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" });
    for (const name of ["Download on the App Store", "Get it on Google Play"]) {
      expect(await main(page).getByRole("link", { name }).getAttribute("href")).not.toContain("Cj0K");
    }
  });

  test("a click id alone gives no labels before Accept", async ({ page }) => {
    await page.goto("/download?gclid=Cj0K");
    await waitForScripts(page);
    expect((await appStoreHref(page)).searchParams.get("ct")).toBeNull();
    await acceptCookies(page);
    await expect.poll(async () => (await appStoreHref(page)).searchParams.get("ct")).toBe("google");
    expect(await playLabels(page)).toEqual({ utm_source: "google", utm_medium: "cpc" });
  });
});

test("page views are sent once per route change with the path", async ({ page }) => {
  await withConsent(page);
  // Each document's own page views (a link loads a new document, with a data layer of its own).
  const ownViews = () =>
    page.evaluate(() =>
      Array.from((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((command) => Array.from(command) as [string, string, { page_path?: string }?])
        .filter(([kind, name]) => kind === "event" && name === "page_view")
        .map(([, , params]) => params?.page_path),
    );
  await page.goto("/");
  await waitForScripts(page);
  await expect.poll(ownViews).toEqual(["/"]);
  await page.getByRole("link", { name: "Contact" }).last().click();
  await expect(page).toHaveURL("/contact");
  await waitForScripts(page);
  await expect.poll(ownViews).toEqual(["/contact"]);
  await page.goBack();
  await expect(page).toHaveURL("/");
  // Back either loads home afresh (one view) or shows it again from the back-forward cache, where
  // its document still holds the first view and sends one more.
  const loadedAfresh = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type === "back_forward",
  );
  await expect.poll(ownViews).toEqual(loadedAfresh ? ["/"] : ["/", "/"]);
});
