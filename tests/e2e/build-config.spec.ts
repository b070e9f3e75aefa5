/**
 * Build-time configuration reaches the app, its CSP and the host files from
 * one reader (scripts/build-env.mjs): a deletion endpoint set in a `.env`
 * file is called by the page and allowed by the page's own CSP. This suite
 * makes a build of its own, with that .env file, and serves it beside a stub
 * endpoint on another port (another origin), both on this machine.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createSiteServer } from "../../server/serve.mjs";
import { waitForScripts, withConsent } from "./support";

const root = join(import.meta.dirname, "../..");
// Inside the checkout (build-*/ is ignored): Astro keeps its prerender chunks in the output folder
// only when that is inside the working directory, else in the shared .astro/ folder.
const buildDir = "build-envtest";

test.describe.configure({ mode: "serial", timeout: 300_000 });

let envDir = "";
let stub: Server;
let site: Server;
let stubOrigin = "";
let siteOrigin = "";
const received: { method: string; body: string }[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

test.beforeAll(async () => {
  stub = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ method: req.method ?? "", body });
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Access-Control-Allow-Headers", "content-type, accept");
      res.setHeader("Access-Control-Allow-Methods", "POST");
      res.setHeader("Content-Type", "application/json");
      res.end(req.method === "POST" ? '{"ok":true}' : "");
    });
  });
  stubOrigin = await listen(stub);

  envDir = mkdtempSync(join(tmpdir(), "wayfellow-env-"));
  writeFileSync(join(envDir, ".env"), `VITE_DELETION_ENDPOINT=${stubOrigin}/account-deletion\n`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WAYFELLOW_ENV_DIR: envDir,
    ASTRO_OUT_DIR: join(root, buildDir),
    ASTRO_CACHE_DIR: join(envDir, "astro-cache"),
  };
  delete env.VITE_DELETION_ENDPOINT;
  const build = spawnSync("npm", ["run", "build"], { cwd: root, env, encoding: "utf8" });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);

  site = createSiteServer(join(root, buildDir));
  siteOrigin = await listen(site);
});

test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await new Promise((resolve) => stub?.close(resolve));
  rmSync(join(root, buildDir), { recursive: true, force: true });
  if (envDir) rmSync(envDir, { recursive: true, force: true });
});

test("a deletion endpoint from a .env file receives the request, and the page's CSP allows it", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to connect/i.test(message.text())) blocked.push(message.text());
  });
  await withConsent(page, "false");
  const response = await page.goto(`${siteOrigin}/delete-account`);
  expect(response?.headers()["content-security-policy"]).toContain(`connect-src 'self'`);
  expect(response?.headers()["content-security-policy"]).toContain(stubOrigin);
  await waitForScripts(page);

  const form = page.getByRole("form", { name: "Request account deletion" });
  await form.getByRole("checkbox").check();
  await form.getByRole("textbox", { name: "E-mail address of your account" }).fill("traveller@example.com");
  await form.getByRole("button", { name: "Send request" }).click();

  await expect(page).toHaveURL(`${siteOrigin}/`);
  await expect(page.getByRole("status").filter({ hasText: "your deletion request has been sent" })).toBeVisible();
  expect(received.filter((request) => request.method === "POST").map((request) => JSON.parse(request.body))).toEqual([
    { email: "traveller@example.com" },
  ]);
  expect(blocked).toEqual([]);
});
