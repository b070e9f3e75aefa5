import { expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("pages read and navigate without JavaScript", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/support\s*\[at\].*wayfellow\.app/)).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Download on the App Store" })).toBeVisible();
  // No cookie banner without scripts: there is nothing to consent to.
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  // Buttons that navigate are forms, so they still work.
  await page.getByRole("banner").getByRole("button", { name: "Get The App For Free" }).click();
  await expect(page).toHaveURL(/\/download\??$/);
});

test("the home page shows its headline and store badges without JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AI Group Trip Planner App");
  await expect(page.getByRole("link", { name: "Get it on Google Play" }).first()).toBeVisible();
});
