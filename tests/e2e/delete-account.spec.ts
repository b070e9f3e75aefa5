/**
 * /delete-account (spec §2, §5, decisions.md "Account deletion requests are
 * never silently dropped"): validation order and messages, the e-mail
 * hand-off, and both outcomes of a configured endpoint.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { recordNavigations, tap } from "./devices";
import { oneWidth, waitForHydration, withConsent } from "./support";

const ackMessage = "Please confirm that you understand the consequences of deleting your account";
const emailMessage = "Please enter your email";
const failureMessage = "Failed to delete account. Please try again.";
const testEndpoint = "/__test/delete-account";

const form = (page: Page) => page.getByRole("form", { name: "Request account deletion" });
const checkbox = (page: Page) => form(page).getByRole("checkbox");
const email = (page: Page) => form(page).getByRole("textbox", { name: "E-mail address of your account" });
const send = (page: Page) => form(page).getByRole("button", { name: "Send request" });
/** The layout's flash notice on the page we land on. */
const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const dismiss = (page: Page) => page.getByRole("button", { name: "Dismiss message" });

/**
 * Home, once its scripts have run: on the static site the request's return home loads a new
 * document (waitForURL waits for its load; module scripts run before it), whose site script shows
 * the notice the deletion page left it (src/scripts/flash.ts). (The React Router site navigates
 * without a load, and is hydrated already.)
 */
async function homeReady(page: Page) {
  await page.waitForURL("/");
  await waitForHydration(page);
}

async function open(page: Page) {
  await withConsent(page, "false");
  await page.goto("/delete-account");
  await waitForHydration(page);
}

/** Points the form at a same-origin test endpoint (the documented test hook) answering with `status`. */
async function useTestEndpoint(page: Page, status: number) {
  await page.addInitScript((endpoint) => {
    (window as unknown as Record<string, unknown>).__WAYFELLOW_DELETION_ENDPOINT__ = endpoint;
  }, testEndpoint);
  const requests: Request[] = [];
  await page.route(`**${testEndpoint}`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status, contentType: "application/json", body: status < 300 ? '{"ok":true}' : "{}" });
  });
  return requests;
}

test("explains what deletion removes and what is kept", oneWidth, async ({ page }) => {
  await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete your Wayfellow account");
  const main = page.getByRole("main");
  await expect(main).toContainText("All your data and settings");
  await expect(main).toContainText("You are removed from all trips and groups");
  await expect(main).toContainText("within 30 days");
  await expect(main).toContainText("tax law");
  await expect(email(page)).toHaveAttribute("type", "email");
  await expect(form(page)).toHaveAttribute("novalidate", "");
});

test("validates in the spec's order, one message at a time, announced and focused", async ({ page }) => {
  await open(page);

  // 1. Nothing filled in: the acknowledgement comes first.
  await send(page).click();
  const ackError = form(page).getByRole("alert");
  await expect(ackError).toHaveText(ackMessage);
  await expect(checkbox(page)).toHaveAttribute("aria-invalid", "true");
  await expect(checkbox(page)).toHaveAttribute("aria-describedby", (await ackError.getAttribute("id")) ?? "");
  await expect(checkbox(page)).toBeFocused();
  await expect(email(page)).not.toHaveAttribute("aria-invalid", "true");

  // Also with an e-mail typed in, the unticked box is the first problem.
  await email(page).fill("traveller@example.com");
  await send(page).click();
  await expect(form(page).getByRole("alert")).toHaveText(ackMessage);

  // 2. Ticked, but the e-mail is empty.
  await checkbox(page).check();
  await expect(form(page).getByRole("alert")).toHaveCount(0);
  await email(page).fill("");
  await send(page).click();
  const emailError = form(page).getByRole("alert");
  await expect(emailError).toHaveText(emailMessage);
  await expect(email(page)).toHaveAttribute("aria-invalid", "true");
  await expect(email(page)).toHaveAttribute("aria-describedby", (await emailError.getAttribute("id")) ?? "");
  await expect(email(page)).toBeFocused();
  await expect(checkbox(page)).not.toHaveAttribute("aria-invalid", "true");

  // Not empty but not an address either: a friendly hint of our own.
  await email(page).fill("traveller@example");
  await send(page).click();
  await expect(form(page).getByRole("alert")).toContainText("name@example.com");
  await expect(page).toHaveURL("/delete-account");
});

test(
  "without an endpoint, the request goes to the e-mail app and the visitor returns home",
  oneWidth,
  async ({ page }) => {
    const navigations = await recordNavigations(page);
    await open(page);
    await checkbox(page).check();
    await email(page).fill("traveller+trips@example.com");
    await send(page).click();

    await homeReady(page);
    await expect(page).toHaveURL("/");
    const mailed = notice(page, "Your e-mail app should now open with your deletion request");
    await expect(mailed).toBeVisible();

    const mailto = navigations.find((url) => url.startsWith("mailto:"));
    expect(mailto, "mailto hand-off").toBeDefined();
    const [address, query] = (mailto ?? "").slice("mailto:".length).split("?");
    expect(address).toBe("support@wayfellow.app");
    const params = new URLSearchParams(query);
    expect(params.get("subject")).toBe("Account deletion request (Wayfellow)");
    expect(params.get("body")).toContain("The e-mail address of my account: traveller+trips@example.com");
    expect(params.get("body")).toContain("please delete my Wayfellow account");

    // The notice can be closed (through the DOM: the mailto attempt may hold a browser dialog, see tap()).
    await tap(dismiss(page));
    await expect(mailed).toHaveCount(0);
  },
);

test(
  "with an endpoint that accepts, it posts the e-mail and returns home with a confirmation",
  oneWidth,
  async ({ page }) => {
    const requests = await useTestEndpoint(page, 200);
    await open(page);
    await checkbox(page).check();
    await email(page).fill("  traveller@example.com ");
    await send(page).click();

    await homeReady(page);
    await expect(page).toHaveURL("/");
    const sent = notice(page, "your deletion request has been sent");
    await expect(sent).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method()).toBe("POST");
    expect(requests[0]?.headers()["content-type"]).toBe("application/json");
    expect(requests[0]?.postDataJSON()).toEqual({ email: "traveller@example.com" });

    await dismiss(page).click();
    await expect(sent).toHaveCount(0);
  },
);

test("with an endpoint that fails, it says so and keeps what was typed", oneWidth, async ({ page }) => {
  const requests = await useTestEndpoint(page, 500);
  await open(page);
  await checkbox(page).check();
  await email(page).fill("traveller@example.com");
  await send(page).click();

  await expect(form(page).getByRole("alert")).toHaveText(failureMessage);
  await expect(page).toHaveURL("/delete-account");
  await expect(checkbox(page)).toBeChecked();
  await expect(email(page)).toHaveValue("traveller@example.com");
  expect(requests).toHaveLength(1);

  // Trying again once the server is back works.
  await page.unroute(`**${testEndpoint}`);
  await page.route(`**${testEndpoint}`, (route) => route.fulfill({ status: 204 }));
  await send(page).click();
  await homeReady(page);
  await expect(page).toHaveURL("/");
  await expect(notice(page, "your deletion request has been sent")).toBeVisible();
});

test("a network failure counts as a failure", oneWidth, async ({ page }) => {
  await useTestEndpoint(page, 200);
  await page.unroute(`**${testEndpoint}`);
  await page.route(`**${testEndpoint}`, (route) => route.abort("connectionrefused"));
  await open(page);
  await checkbox(page).check();
  await email(page).fill("traveller@example.com");
  await send(page).click();
  await expect(form(page).getByRole("alert")).toHaveText(failureMessage);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the page reads, the form waits for JavaScript and the support address is offered",
    oneWidth,
    async ({ page, request }) => {
      await page.goto("/delete-account");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(send(page)).toBeDisabled();
      await expect(page.getByText(/support\s*\[at\].*wayfellow\.app/).first()).toBeVisible();
      // Playwright stops scripts without telling the HTML parser, so it never renders <noscript>;
      // a browser with JavaScript off does. Check the static HTML instead.
      const html = await (await request.get("/delete-account")).text();
      expect(html).toMatch(/<noscript><p[^>]*>This form needs JavaScript\. You can also write to <span/);
    },
  );
});
