import { expect, test } from "@playwright/test";
import { watchConsole } from "./support";

// The static site's shell: a page reads in its language, with its scripts running and no errors.
test("the contact page reads in each language, its scripts running", async ({ page }) => {
  const problems = watchConsole(page);
  for (const [path, lang, heading] of [
    ["/contact", "en", /help you get the trip planned/],
    ["/de/kontakt", "de", /./],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  }
  expect(problems).toEqual([]);
});
