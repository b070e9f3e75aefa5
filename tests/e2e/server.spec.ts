/** The production server answers as the CDN will (server/serve.mjs + the generated _headers/_redirects). */
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";

/** The built site (SITE_DIR, set by playwright.config.ts), whose host files the CDN reads. */
const siteDir = resolve(import.meta.dirname, "../..", process.env.SITE_DIR ?? "dist");

/** A GET with the path sent as written (URL parsers would read //host as a host). */
function rawGet(base: string, path: string): Promise<{ status?: number; location?: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path }, (res) => {
      res.resume();
      resolve({ status: res.statusCode, location: res.headers.location });
    }).on("error", reject);
  });
}

test.describe("production server", () => {
  test("pages carry the security headers and a hash-based CSP", async ({ request }) => {
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("hashed assets are cached for a year and compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The largest script or stylesheet the page names: the server leaves files under 1 KB
    // uncompressed, and the static site's pages name only small modules of their own.
    const assets = [...new Set(html.match(/\/assets\/[^"]+\.(?:js|css)/g) ?? [])];
    expect(assets.length).toBeGreaterThan(0);
    const plain = await Promise.all(
      assets.map((path) => request.get(path, { headers: { "Accept-Encoding": "identity" } })),
    );
    for (const [i, response] of plain.entries())
      expect(response.headers()["cache-control"], assets[i]).toBe("public, max-age=31536000, immutable");
    const sizes = await Promise.all(plain.map(async (response) => (await response.body()).length));
    const asset = assets[sizes.indexOf(Math.max(...sizes))];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("/download-app redirects permanently to /download, with or without a trailing slash, in one hop", async ({
    request,
  }) => {
    for (const path of ["/download-app", "/download-app/"]) {
      const response = await request.get(`${path}?utm_source=x`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe("/download?utm_source=x");
    }
  });

  test("the three German pages that took German slugs answer there, and their old addresses redirect permanently", async ({
    request,
  }) => {
    const moved = [
      ["/de/get-the-app", "/de/app"],
      ["/de/oktoberfest-special", "/de/wiesn-hotel"],
      ["/de/lederhosen-dirndl-munich", "/de/lederhosen-dirndl-muenchen"],
    ];
    const hostRules = readFileSync(join(siteDir, "_redirects"), "utf8");
    for (const [old, now] of moved) {
      const page = await request.get(now!);
      expect(page.status(), now).toBe(200);
      expect(await page.text(), now).toContain('lang="de"');
      const response = await request.get(`${old}?utm_source=x`, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      expect(response.headers()["location"], old).toBe(`${now}?utm_source=x`);
      // The static host's rules say the same.
      expect(hostRules, old).toMatch(new RegExp(`^${old} ${now} 301$`, "m"));
    }
  });

  test("unknown paths answer 404 with the not-found page; trailing slashes redirect to the clean URL", async ({
    request,
    baseURL,
  }) => {
    const missing = await request.get("/nothing-here");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Oops! Page Not Found");
    const slash = await request.get("/contact/", { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(slash.headers()["location"]).toBe("/contact");
    // No open redirect through a protocol-relative path such as //evil.example/.
    const sneaky = await rawGet(baseURL!, "//evil.example/");
    expect(sneaky.location ?? "").not.toContain("evil.example");
  });

  test("a page has one address: its file's own name answers 404", async ({ request }) => {
    expect((await request.get("/contact")).status()).toBe(200);
    for (const path of [
      "/contact.html",
      "/de/kontakt.html",
      "/blog.html",
      "/index.html",
      "/404.html",
      "/de/404.html",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });

  test("files without a hash say their type and how long a copy is fresh", async ({ request }) => {
    const expected: [string, string | RegExp, string][] = [
      ["/favicon.ico", "image/x-icon", "public, max-age=86400"],
      ["/blog/rss.xml", "application/rss+xml; charset=utf-8", "public, max-age=0, must-revalidate"],
      ["/sitemap.xml", "application/xml; charset=utf-8", "public, max-age=0, must-revalidate"],
      ["/robots.txt", /^text\/plain/, "public, max-age=0, must-revalidate"],
      ["/site.webmanifest", "application/manifest+json", "public, max-age=0, must-revalidate"],
      ["/media/demo-poster.webp", "image/webp", "public, max-age=86400"],
      ["/social/wayfellow-share.png", "image/png", "public, max-age=86400"],
    ];
    for (const [path, type, cache] of expected) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(type);
      expect(response.headers()["cache-control"], path).toBe(cache);
    }
  });

  test("robots.txt points to the sitemap", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: https://wayfellow.app/sitemap.xml");
  });

  test("host configuration files are not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
    expect((await request.get("/_redirects")).status()).toBe(404);
  });
});
