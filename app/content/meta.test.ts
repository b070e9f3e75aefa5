import type { MetaDescriptor } from "~/content/meta";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { buildMeta, pageTitle } from "./meta";

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((d) => (d as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

const titleOf = (meta: MetaDescriptor[]) => meta.flatMap((d) => ("title" in d ? [d.title] : []));

describe("buildMeta", () => {
  const meta = buildMeta({ title: "Contact", description: "Reach the team.", path: "/contact" });
  const brandedTitle = `Contact | ${siteConfig.name}`;

  it("appends the brand to the title unless told not to", () => {
    expect(titleOf(meta)).toEqual([brandedTitle]);
    expect(pageTitle({ title: "Home title", absoluteTitle: true })).toBe("Home title");
    expect(titleOf(buildMeta({ title: "Home title", absoluteTitle: true, description: "d", path: "/" }))).toEqual([
      "Home title",
    ]);
  });

  it("keeps a long title whole instead of pushing it past 60 characters with the brand", () => {
    const long = "x".repeat(60 - siteConfig.name.length - 2);
    expect(pageTitle({ title: long })).toBe(long);
    const fits = "x".repeat(60 - siteConfig.name.length - 3);
    expect(pageTitle({ title: fits })).toBe(`${fits} | ${siteConfig.name}`);
    expect(pageTitle({ title: fits }).length).toBe(60);
  });

  it("builds an absolute canonical URL on the configured origin", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteConfig.origin}/contact` });
    expect(find(meta, "property", "og:url")?.content).toBe(`${siteConfig.origin}/contact`);
  });

  it("emits Open Graph and Twitter tags with an absolute image", () => {
    expect(find(meta, "property", "og:title")?.content).toBe(brandedTitle);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(String(find(meta, "property", "og:image")?.content)).toMatch(/^https:\/\/[^/]+\/\S+\.png$/);
    expect(find(meta, "name", "twitter:image")?.content).toBe(find(meta, "property", "og:image")?.content);
  });

  it("drops empty values and adds noindex and JSON-LD only when asked", () => {
    expect(find(meta, "name", "robots")).toBeUndefined();
    const other = buildMeta({
      title: "X",
      description: "",
      path: "/x",
      noindex: true,
      jsonLd: [{ "@type": "Organization" }],
    });
    expect(find(other, "name", "description")).toBeUndefined();
    expect(find(other, "name", "robots")?.content).toBe("noindex, follow");
    expect(other).toContainEqual({ "script:ld+json": { "@type": "Organization" } });
  });

  it("keeps pages that the page list marks unlisted out of search results by default", () => {
    expect(find(buildMeta({ title: "Invite", description: "d", path: "/invite" }), "name", "robots")?.content).toBe(
      "noindex, follow",
    );
  });
});
