/**
 * The Oktoberfest pages (spec sections 2 and 4): the once-per-session download
 * prompts of the guide and the shop list, the special offer's accordion and
 * button, and the shop cards.
 */
import { expect, test, type Page } from "@playwright/test";
import { promptFlags } from "../../app/config/constants";
import { munichShops } from "../../app/content/data/munich-shops";
import { rents } from "../../app/content/data/shop-card";
import { afterFrames, expectInSiteDownload, oneWidth, waitForScripts, withConsent } from "./support";

const prompt = (page: Page) => page.getByRole("dialog", { name: "Plan it with your group" });

async function scrollToCashOrCard(page: Page) {
  await page.locator("#cash-or-card").scrollIntoViewIfNeeded();
}

test.describe("/oktoberfest download prompt", () => {
  test("opens at once when 'Cash or card?' scrolls into view, as a modal dialog; Escape closes it and focus returns", async ({
    page,
  }) => {
    await withConsent(page);
    await page.goto("/oktoberfest");
    await waitForScripts(page);
    await expect(prompt(page)).toHaveCount(0);
    const share = page.getByRole("button", { name: "Send this guide to your group" });
    await share.focus();
    await scrollToCashOrCard(page);
    await expect(prompt(page)).toBeVisible();
    // Focus is inside the dialog, and the page behind is inert.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
    await expect(prompt(page).getByRole("button", { name: "Get the free app" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(prompt(page)).toHaveCount(0);
    await expect(share).toBeFocused();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), promptFlags.oktoberfest)).not.toBeNull();
  });

  test("keeps the focus inside while open: Tab and Shift+Tab go round its two buttons", oneWidth, async ({ page }) => {
    // decisions.md, "Accessibility": every modal traps focus (src/components/guides/session-prompt.ts).
    await withConsent(page);
    await page.goto("/oktoberfest");
    await waitForScripts(page);
    await scrollToCashOrCard(page);
    const close = prompt(page).getByRole("button", { name: "Close" });
    const download = prompt(page).getByRole("button", { name: "Get the free app" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(download).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(download).toBeFocused();
  });

  test("appears once per session: not after a reload, again in a new session", oneWidth, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await withConsent(page);
    await page.goto("/oktoberfest");
    await waitForScripts(page);
    await scrollToCashOrCard(page);
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole("button", { name: "Close" }).click();
    await expect(prompt(page)).toHaveCount(0);

    await page.reload();
    await waitForScripts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollToCashOrCard(page);
    await afterFrames(page);
    await expect(prompt(page)).toHaveCount(0);
    await context.close();

    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await withConsent(again);
    await again.goto("/oktoberfest");
    await waitForScripts(again);
    await scrollToCashOrCard(again);
    await expect(prompt(again)).toBeVisible();
    await fresh.close();
  });

  test(
    "its button fires download_app and leads to /download, both with the guide's campaign",
    oneWidth,
    async ({ page }) => {
      await withConsent(page);
      await page.goto("/oktoberfest");
      await waitForScripts(page);
      await scrollToCashOrCard(page);
      await prompt(page).getByRole("button", { name: "Get the free app" }).click();
      await expectInSiteDownload(page, "guide", "oktoberfest");
    },
  );
});

test.describe("/oktoberfest-special", () => {
  const step = (page: Page, name: RegExp) => page.getByRole("button", { name });

  test("the five steps: one open at a time, and clicking the open step closes it", async ({ page }) => {
    await withConsent(page);
    await page.goto("/oktoberfest-special");
    await waitForScripts(page);
    const buttons = page.getByRole("article").locator("button[aria-expanded]");
    await expect(buttons).toHaveCount(5);
    await expect(buttons).toHaveText([
      /Register in the app/,
      /Open the Oktoberfest example trip/,
      /Invite at least three friends/,
      /The offer unlocks in Accommodation/,
      /Tap the offer's picture/,
    ]);
    const expanded = () => buttons.evaluateAll((all) => all.map((b) => b.getAttribute("aria-expanded")));
    expect(await expanded()).toEqual(["true", "false", "false", "false", "false"]);
    await step(page, /Invite at least three friends/).click();
    expect(await expanded()).toEqual(["false", "false", "true", "false", "false"]);
    await expect(page.getByText("Share the trip's invite link")).toBeVisible();
    await expect(page.getByText("Download the free app on iPhone")).toBeHidden();
    await step(page, /Invite at least three friends/).click();
    expect(await expanded()).toEqual(["false", "false", "false", "false", "false"]);
  });

  test("the steps work from the keyboard", oneWidth, async ({ page }) => {
    await withConsent(page);
    await page.goto("/oktoberfest-special");
    await waitForScripts(page);
    const fourth = step(page, /The offer unlocks in Accommodation/);
    await fourth.focus();
    await page.keyboard.press("Enter");
    await expect(fourth).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(fourth).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await expect(step(page, /Tap the offer's picture/)).toBeFocused();
  });

  test(
    "says the offer's terms and its get-the-app button fires download_app with the page's campaign",
    oneWidth,
    async ({ page }) => {
      await withConsent(page);
      await page.goto("/oktoberfest-special");
      await waitForScripts(page);
      const article = page.getByRole("article");
      await expect(article).toContainText("from €180 per night");
      await expect(article).toContainText("subject to availability, priced per room and per night");
      // The offer is the partner's (decisions.md, "Oktoberfest"), and its price is said once, not on every line.
      await expect(article).toContainText("This is the partner hotel's offer");
      expect((await article.innerText()).match(/€180/g)).toHaveLength(1);
      await article.getByRole("button", { name: "Get the app to unlock the offer" }).first().click();
      await expectInSiteDownload(page, "guide", "oktoberfest-special");
    },
  );

  test(
    "without JavaScript, the get-the-app button still reaches /download with the campaign",
    oneWidth,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/oktoberfest-special");
      await page.getByRole("button", { name: "Get the app to unlock the offer" }).first().click();
      await expect(page).toHaveURL(
        "/download?utm_source=website&utm_medium=guide&utm_campaign=oktoberfest-special&utm_content=guide-cta",
      );
      await context.close();
    },
  );
});

test.describe("/lederhosen-dirndl-munich", () => {
  const proTips = (page: Page) => page.locator("#pro-tips").scrollIntoViewIfNeeded();

  test(
    "lists the checked shops as cards whose websites open in a new tab without an opener",
    oneWidth,
    async ({ page }) => {
      await withConsent(page);
      await page.goto("/lederhosen-dirndl-munich");
      const list = page.getByRole("list", { name: "Tracht shops in Munich" });
      const cards = list.getByRole("listitem");
      await expect(cards).toHaveCount(munichShops.length);
      for (const [index, shop] of munichShops.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(shop.name);
        await expect(card).toContainText(shop.address);
        await expect(card).toContainText(`${shop.rating.toFixed(1)} / 5, Wayfellow's own editorial rating`);
        await expect(card).toContainText(shop.hours ?? "See the shop's website for current hours");
        const link = card.getByRole("link", { name: new RegExp(`^${shop.name} website`) });
        await expect(link).toHaveAttribute("href", shop.website);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    },
  );

  test("its prompt opens once per session at 'Pro tips', independent of the guide's", oneWidth, async ({ page }) => {
    await withConsent(page);
    // The guide's prompt has been seen and closed in this session...
    await page.goto("/oktoberfest");
    await waitForScripts(page);
    await scrollToCashOrCard(page);
    await expect(prompt(page)).toBeVisible();
    await page.keyboard.press("Escape");

    // ...and the shop list's own prompt still opens, as a modal that gives focus back.
    await page.goto("/lederhosen-dirndl-munich");
    await waitForScripts(page);
    await expect(prompt(page)).toHaveCount(0);
    await proTips(page);
    await expect(prompt(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await expect(prompt(page)).toContainText("Dressing a whole group");
    await prompt(page).getByRole("button", { name: "Close" }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), promptFlags.tracht)).not.toBeNull();

    // Not again on a reload, nor on the guide.
    await page.reload();
    await waitForScripts(page);
    await proTips(page);
    await afterFrames(page);
    await expect(prompt(page)).toHaveCount(0);
    await page.goto("/oktoberfest");
    await waitForScripts(page);
    await scrollToCashOrCard(page);
    await afterFrames(page);
    await expect(prompt(page)).toHaveCount(0);
  });

  test("the three Oktoberfest pages link to each other", oneWidth, async ({ page }) => {
    for (const [path, others] of [
      ["/oktoberfest", ["/oktoberfest-special", "/lederhosen-dirndl-munich"]],
      ["/oktoberfest-special", ["/oktoberfest", "/lederhosen-dirndl-munich"]],
      ["/lederhosen-dirndl-munich", ["/oktoberfest", "/oktoberfest-special"]],
    ] as const) {
      await page.goto(path);
      const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      for (const other of others) expect(hrefs, `${path} links to ${other}`).toContain(other);
    }
  });
});

test.describe("/lederhosen-dirndl-munich shop cards: maps and renting (issue 24)", () => {
  const cardsOf = (page: Page) => page.getByRole("list", { name: "Tracht shops in Munich" }).getByRole("listitem");

  test(
    "every address is a map link for the shop's name and address, opening in a new tab without an opener",
    oneWidth,
    async ({ page }) => {
      await page.goto("/lederhosen-dirndl-munich");
      const cards = cardsOf(page);
      await expect(cards).toHaveCount(munichShops.length);
      for (const [index, shop] of munichShops.entries()) {
        const map = cards.nth(index).getByRole("link", { name: `Show ${shop.address} on a map (opens in a new tab)` });
        await expect(map).toContainText(shop.address);
        await expect(map).toHaveAttribute("target", "_blank");
        await expect(map).toHaveAttribute("rel", "noopener noreferrer");
        const url = new URL((await map.getAttribute("href")) ?? "");
        expect(url.protocol).toBe("https:");
        const query = url.searchParams.get("query") ?? "";
        expect(query, `${shop.name}'s map link`).toContain(shop.address);
        expect(query).toContain(shop.name);
      }
    },
  );

  test(
    "each card says whether the shop sells, rents or both, and the renting shops say so",
    oneWidth,
    async ({ page }) => {
      await page.goto("/lederhosen-dirndl-munich");
      const cards = cardsOf(page);
      const label = { BUY: "Buy", RENT: "Rent", BOTH: "Buy and rent" } as const;
      for (const [index, shop] of munichShops.entries()) {
        await expect(cards.nth(index).getByText(label[shop.type], { exact: true })).toHaveCount(1);
      }
      const renting = cards.filter({ has: page.getByText(/^(Rent|Buy and rent)$/) });
      await expect(renting).toHaveCount(munichShops.filter(rents).length);
      expect(await renting.count(), "at least one card says it rents").toBeGreaterThanOrEqual(1);
    },
  );

  test(
    "while fewer than ten shops are listed, one sentence says so; nothing loads from a map provider",
    oneWidth,
    async ({ page }) => {
      const mapRequests: string[] = [];
      page.on("request", (request) => {
        if (/google\.|openstreetmap\./.test(new URL(request.url()).hostname)) mapRequests.push(request.url());
      });
      await page.goto("/lederhosen-dirndl-munich");
      await waitForScripts(page);
      const sentence = page.getByText(/shops? (have|has) passed that check so far, fewer than the ten we aim for/);
      if (munichShops.length < 10) await expect(sentence).toHaveCount(1);
      else await expect(sentence).toHaveCount(0);
      await page.locator("#pro-tips").scrollIntoViewIfNeeded();
      expect(mapRequests).toEqual([]);
    },
  );

  test(
    "the page explains renting before the cards, and the map links work with JavaScript off",
    oneWidth,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/lederhosen-dirndl-munich");
      // Section order, read from the sections' addresses (their #fragments).
      const sections = await page.locator("main h2[id]").evaluateAll((all) => all.map((h) => h.id));
      const renting = sections.indexOf("how-renting-tracht-works");
      expect(renting).toBeGreaterThan(-1);
      expect(renting).toBeLessThan(sections.indexOf("munich-shops-for-lederhosen-and-dirndl"));
      const [first] = munichShops;
      if (!first) throw new Error("the shop list is empty");
      await expect(
        cardsOf(page)
          .first()
          .getByRole("link", { name: `Show ${first.address} on a map (opens in a new tab)` }),
      ).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await context.close();
    },
  );
});
