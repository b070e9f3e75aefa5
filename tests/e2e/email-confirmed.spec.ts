/** /email-confirmed (spec §4, §8): loading, success and every failure message. */
import { expect, test, type Page } from "@playwright/test";
import { afterFrames, oneWidth, waitForScripts, watchConsole } from "./support";

const main = (page: Page) => page.getByRole("main");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const backHome = (page: Page) => main(page).getByRole("button", { name: "Back to Homepage" });

/** Opens the page; returns the console errors and hydration warnings it logs from then on. */
async function open(page: Page, query: string) {
  const problems = watchConsole(page);
  await page.goto(`/email-confirmed${query}`);
  await waitForScripts(page);
  await expect(page.locator("h1")).toHaveCount(1);
  return problems;
}

test("without a success parameter it waits, and says so, with a way home", async ({ page }) => {
  await page.clock.install();
  const problems = await open(page, "");
  await expect(heading(page)).toHaveText("Confirming your email…");
  await expect(main(page).getByRole("status").filter({ hasText: "check your confirmation link" })).toBeVisible();
  await expect(backHome(page)).toBeVisible();
  // A minute later (the page's clock run forward), it still waits: no timer gives up or pretends.
  await page.clock.runFor(60_000);
  await afterFrames(page);
  await expect(heading(page)).toHaveText("Confirming your email…");
  expect(problems).toEqual([]);
});

test("success=true: Email Confirmed! and Back to Homepage leads home", oneWidth, async ({ page }) => {
  const problems = await open(page, "?success=true");
  await expect(heading(page)).toHaveText("Email Confirmed!");
  await backHome(page).click();
  await expect(page).toHaveURL("/");
  expect(problems).toEqual([]);
});

const messages = {
  expired: "Your confirmation link has expired. Please request a new one.",
  invalid: "The confirmation link is invalid. Please check your email for the correct link.",
  already_confirmed: "Your email has already been confirmed. You can now use your account.",
  not_found: "No account found with this confirmation token. Please check your email.",
};
const unexpected = "An unexpected error occurred during email confirmation. Please try again or contact support.";

for (const [code, message] of Object.entries(messages)) {
  test(
    `success=false&error=${code} shows its message, the support contact and the way home`,
    oneWidth,
    async ({ page }) => {
      const problems = await open(page, `?success=false&error=${code}`);
      await expect(main(page).getByText(message, { exact: true })).toBeVisible();
      await expect(main(page).getByRole("link", { name: "support@wayfellow.app" })).toHaveAttribute(
        "href",
        /^mailto:support@wayfellow\.app/,
      );
      await expect(backHome(page)).toBeVisible();
      expect(problems).toEqual([]);
    },
  );
}

for (const query of [
  "?success=false",
  "?success=false&error=",
  "?success=false&error=server_exploded",
  "?success=maybe&error=expired",
  "?success=false&error=__proto__&utm_source=mail&success=true",
]) {
  test(`${query} falls back to the generic message`, oneWidth, async ({ page }) => {
    const problems = await open(page, query);
    await expect(main(page).getByText(unexpected, { exact: true })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "support@wayfellow.app" })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("hostile parameters are never echoed or injected", oneWidth, async ({ page }) => {
  const problems = await open(page, `?success=false&error=${encodeURIComponent("<img src=x onerror=alert(1)>pwned")}`);
  await expect(main(page).getByText(unexpected, { exact: true })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("pwned");
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** The politeness of the live region around the page's heading, as the browser tells a screen reader. */
async function headingLiveRegion(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: true });
  return nodes.flatMap((node) => node.properties ?? []).find((property) => property.name === "live")?.value.value;
}

test(
  "a screen reader hears the result: it replaces the loading state inside a live region",
  oneWidth,
  async ({ browser }) => {
    // As served, before any script: the loading state is already in the region.
    const served = await browser.newContext({ javaScriptEnabled: false });
    const before = await served.newPage();
    await before.goto("/email-confirmed?success=false&error=expired");
    await expect(heading(before)).toHaveText("Confirming your email…");
    expect(await headingLiveRegion(before)).toBe("polite");
    await served.close();

    // Then the script puts the result in that region, where a change is announced.
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, "?success=false&error=expired");
    await expect(heading(page)).toHaveText("This link has expired");
    expect(await headingLiveRegion(page)).toBe("polite");
    await context.close();
  },
);

test("is kept out of search results", oneWidth, async ({ page }) => {
  await page.goto("/email-confirmed?success=true");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page explains itself and leads home", async ({ page }) => {
    await page.goto("/email-confirmed?success=true");
    await expect(heading(page)).toHaveText("Confirming your email…");
    await backHome(page).click();
    await expect(page).toHaveURL(/\/\??$/);
  });
});
