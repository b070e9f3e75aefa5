/**
 * /delete-account (spec §2, §5, decisions.md "Account deletion requests are
 * never silently dropped"): validation order and messages, the e-mail
 * hand-off, and both outcomes of a configured endpoint.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { timings } from "../../app/config/constants";
import { oneWidth, waitForScripts, withConsent } from "./support";

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
 * Home, once its scripts have run: the request's return home loads a new document (waitForURL
 * waits for its load; module scripts run before it), whose site script shows the notice the
 * deletion page left it (src/scripts/flash.ts).
 */
async function homeReady(page: Page) {
  await page.waitForURL("/");
  await waitForScripts(page);
}

async function open(page: Page) {
  await withConsent(page, "false");
  await page.goto("/delete-account");
  await waitForScripts(page);
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
  // Before the form: the one-month limit of art. 12(3) GDPR, how the holder is confirmed, the record kept.
  await expect(main).toContainText("without undue delay, at the latest within one month");
  await expect(main).toContainText("check that the request really comes from the account's owner");
  await expect(main).toContainText("We keep a record of your request");
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
  "without an endpoint, the page stays and hands over the request: the address, the text, copy and mail link",
  oneWidth,
  async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page);
    await checkbox(page).check();
    await email(page).fill("traveller+trips@example.com");
    await send(page).click();

    // The request counts once the e-mail arrives: the page says so and stays.
    const handoff = page.getByRole("region", { name: "One step left: send the e-mail" });
    await expect(handoff).toBeVisible();
    await expect(handoff.getByRole("heading")).toBeFocused();
    await expect(page).toHaveURL("/delete-account");
    await expect(handoff).toContainText("counts from the moment it arrives");
    await expect(handoff.getByRole("link", { name: "support@wayfellow.app" })).toHaveAttribute(
      "href",
      /^mailto:support@wayfellow\.app/,
    );
    const request = handoff.getByRole("textbox", { name: "Your request" });
    await expect(request).toHaveValue(/please delete my Wayfellow account/);
    await expect(request).toHaveValue(/The e-mail address of my account: traveller\+trips@example\.com/);

    const mailto = new URL(
      (await handoff.getByRole("link", { name: "Open it in my e-mail app" }).getAttribute("href"))!,
    );
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toBe("support@wayfellow.app");
    expect(mailto.searchParams.get("subject")).toBe("Account deletion request (Wayfellow)");
    expect(mailto.searchParams.get("body")).toBe(await request.inputValue());

    await handoff.getByRole("button", { name: "Copy the request" }).click();
    await expect(handoff.getByRole("status")).toHaveText("Copied. Paste it into an e-mail to the address above.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await request.inputValue());
    await expect(handoff).toContainText("at the latest within one month");
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
  // The e-mail route is offered below, with what was typed.
  const handoff = page.getByRole("region", { name: "One step left: send the e-mail" });
  await expect(handoff).toContainText("You can also send your request by e-mail instead");
  await expect(handoff.getByRole("textbox", { name: "Your request" })).toHaveValue(/traveller@example\.com/);

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

test("a server that does not answer counts as a failure once the wait is over", oneWidth, async ({ page }) => {
  await useTestEndpoint(page, 200);
  await page.unroute(`**${testEndpoint}`);
  await page.route(`**${testEndpoint}`, () => {}); // never answered
  await page.clock.install();
  await open(page);
  await checkbox(page).check();
  await email(page).fill("traveller@example.com");
  await send(page).click();
  await expect(form(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
  await page.clock.runFor(timings.deletionRequestTimeoutMs);
  await expect(form(page).getByRole("alert")).toHaveText(failureMessage);
  await expect(send(page)).toBeEnabled();
  await expect(email(page)).toHaveValue("traveller@example.com");
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
