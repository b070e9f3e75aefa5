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

test("the demo and the festival clip play in the browser's own player without JavaScript", async ({ page }) => {
  const clips = [
    { path: "/", name: "Play demo video" },
    { path: "/music-festival-trip", name: /^Play the video/ },
  ];
  for (const { path, name } of clips) {
    await page.goto(path);
    // No script turns the poster into a player here: the control is a link to the clip itself.
    const play = page.getByRole("main").getByRole("link", { name });
    await expect(play).toBeVisible();
    const clip = await page.request.get((await play.getAttribute("href"))!);
    expect(clip.status()).toBe(200);
    expect(clip.headers()["content-type"]).toBe("video/mp4");
  }
});
