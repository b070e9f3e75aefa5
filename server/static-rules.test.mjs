// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./http-config.mjs";
import { headersFor, parseHeadersFile, parseRedirectsFile, pathMatches } from "./static-rules.mjs";
import { inlineScriptHashes } from "../scripts/postbuild.mjs";

describe("_headers and _redirects", () => {
  const rules = parseHeadersFile(`/*
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/contact
  Cache-Control: public, max-age=0, must-revalidate
  Content-Security-Policy: default-src 'self'
`);

  it("applies every rule that matches a path", () => {
    expect(headersFor(rules, "/contact")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Security-Policy": "default-src 'self'",
    });
    expect(headersFor(rules, "/assets/app-1.js")["Cache-Control"]).toContain("immutable");
    expect(headersFor(rules, "/contactless")).toEqual({ "X-Content-Type-Options": "nosniff" });
  });

  it("matches splats only below their folder", () => {
    expect(pathMatches("/assets/*", "/assets/x.css")).toBe(true);
    expect(pathMatches("/assets/*", "/assetsx")).toBe(false);
  });

  it("reads redirects with their status", () => {
    expect(parseRedirectsFile("# comment\n/download-app /download 301\n/a /b\n")).toEqual([
      { from: "/download-app", to: "/download", status: 301 },
      { from: "/a", to: "/b", status: 301 },
    ]);
  });
});

describe("Content-Security-Policy", () => {
  it("hashes inline scripts and never allows unsafe-inline scripts", () => {
    const html = `<script>console.log(1)</script><script src="/a.js"></script><script type="application/ld+json">{}</script><script type="module">import "/b.js";</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    const csp = contentSecurityPolicy(hashes, { env: {} });
    expect(csp).toContain(`'sha256-${hashes[0]}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("leaves out what a meta policy cannot carry, and allows a configured deletion endpoint", () => {
    expect(contentSecurityPolicy([], { forMeta: true, env: {} })).not.toContain("frame-ancestors");
    const csp = contentSecurityPolicy([], { env: { VITE_DELETION_ENDPOINT: "https://api.wayfellow.app/v1/delete" } });
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.wayfellow\.app/);
  });
});
