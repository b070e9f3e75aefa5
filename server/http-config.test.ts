// @vitest-environment node
/**
 * The Content-Security-Policy allows nothing the site does not use: every
 * source in it beyond the keywords is traced to the code that needs it, so an
 * allowance left behind (a video host no page embeds any more) fails here.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { gtagScriptUrl } from "~/lib/analytics/client";
import { appLinkFor } from "~/lib/invite-links";
import { appSchemeSource, contentSecurityPolicy } from "./http-config.mjs";

const deletionEndpoint = "https://api.example.test/v1/delete";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const isKeyword = (source: string) => /^'.*'$/.test(source);

/** Every source of the site's code (app/: components, lib; src/: pages, scripts, islands), as one text. */
function siteSource(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return siteSource(path);
      return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\./.test(entry.name) ? readFileSync(path, "utf8") : "";
    })
    .join("\n");
}

/**
 * Google's documented needs of Google Analytics 4 through the Google tag
 * ("Use a Content Security Policy", developers.google.com/tag-platform/security/guides/csp):
 * images and requests to these hosts, made by gtag.js itself, not by our code.
 */
const googleTagNeeds = {
  "img-src": ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  "connect-src": [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
};

describe("Content-Security-Policy names only what the site uses", () => {
  const policy = directives(contentSecurityPolicy(["abc"], { env: { VITE_DELETION_ENDPOINT: deletionEndpoint } }));
  const code = ["../app", "../src"].map((dir) => siteSource(join(import.meta.dirname, dir))).join("\n");
  const gtagOrigin = new URL(gtagScriptUrl("G-TEST")).origin;

  /** Why each source outside 'self' and the keywords is there, per directive. */
  const justified: Record<string, string[]> = {
    // The Google tag's script, which the analytics client loads after consent.
    "script-src": [gtagOrigin],
    "img-src": googleTagNeeds["img-src"],
    // The tag's requests, and the configured account-deletion endpoint (a fetch).
    "connect-src": [...googleTagNeeds["connect-src"], new URL(deletionEndpoint).origin],
    // The invite page's hidden frame that opens the app's custom scheme on iOS.
    "frame-src": [appSchemeSource],
  };

  it("every source beyond 'self' and the keywords has a user", () => {
    const unexplained: string[] = [];
    for (const [name, values] of policy) {
      for (const source of values.filter((value) => !isKeyword(value))) {
        if (!justified[name]?.includes(source)) unexplained.push(`${name} ${source}`);
      }
    }
    expect(unexplained).toEqual([]);
  });

  it("each justification is real: the code loads the tag and frames the app's scheme", () => {
    expect(code).toContain("gtagScriptUrl(");
    expect(gtagOrigin).toBe("https://www.googletagmanager.com");
    expect(appSchemeSource).toBe(`${siteConfig.appScheme}:`);
    expect(code).toMatch(/openInHiddenFrame\(link/);
    expect(appLinkFor("ios", "abc").startsWith(appSchemeSource)).toBe(true);
  });

  it("frames nothing but the app's scheme and posts forms nowhere else", () => {
    expect(policy.get("frame-src")).toEqual([appSchemeSource]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(code).not.toMatch(/youtube-nocookie|<iframe/);
  });

  it("allows no data: or blob: images, scripts or frames", () => {
    for (const name of ["img-src", "script-src", "frame-src", "media-src"]) {
      expect(policy.get(name) ?? []).not.toContain("data:");
      expect(policy.get(name) ?? []).not.toContain("blob:");
    }
  });
});

describe("redirects", () => {
  it("lead to pages of the index, permanently, from addresses no page serves", async () => {
    const { redirects } = await import("./http-config.mjs");
    const { pageIndex } = await import("~/content/page-index");
    const { staticPages } = await import("~/config/pages");
    const pages = new Set([
      ...staticPages.map((page) => page.path),
      ...pageIndex.flatMap((versions) => Object.values(versions)),
    ]);
    for (const [from, to, status] of redirects as [string, string, number][]) {
      expect(status, from).toBe(301);
      expect(pages.has(to), `${from} -> ${to}: a page`).toBe(true);
      expect(pages.has(from), `${from}: no page serves it`).toBe(false);
    }
  });
});
