import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, type Page } from "@playwright/test";

const clientDir = join(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

/** Every prerendered page of the build, by path ("/404" is the not-found page). */
export function builtPages(): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => {
      const dir = relative(clientDir, entry.parentPath).split(sep).join("/");
      return dir === "" ? "/" : `/${dir}`;
    })
    .sort();
}

/** Console errors, page errors and React hydration warnings seen by a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat/i.test(text)) {
      problems.push(`${message.type()}: ${text} ${message.location().url}`.trim());
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Analytics events recorded in window.dataLayer, as [name, params]. */
export async function dataLayerEvents(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return Array.from(layer)
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === "event")
      .map((args) => [args[1] as string, (args[2] ?? {}) as Record<string, unknown>]);
  });
}

export async function eventNames(page: Page): Promise<string[]> {
  return (await dataLayerEvents(page)).map(([name]) => name);
}

export const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

export async function acceptCookies(page: Page) {
  await cookieBanner(page).getByRole("button", { name: "Accept" }).click();
  await expect(cookieBanner(page)).toBeHidden();
}

/** Starts a page with the consent already given, as a returning visitor. */
export async function withConsent(page: Page, value: "true" | "false" = "true") {
  await page.addInitScript((stored) => {
    try {
      window.localStorage.setItem("cookieConsent", stored);
    } catch {
      // storage blocked: the test that blocks it sets the cookie instead
    }
  }, value);
}
