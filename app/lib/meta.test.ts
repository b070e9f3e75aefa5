import { describe, expect, it } from "vitest";
import { buildMeta, pageTitle } from "./meta";

function find(meta: ReturnType<typeof buildMeta>, key: string, value: string) {
  return meta.find((d) => (d as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

describe("buildMeta", () => {
  const meta = buildMeta({ title: "Contact", description: "Reach the team.", path: "/contact" });

  it("appends the brand to the title unless told not to", () => {
    expect(meta[0]).toEqual({ title: "Contact | Wayfellow" });
    expect(pageTitle({ title: "Home title", absoluteTitle: true })).toBe("Home title");
  });

  it("builds an absolute canonical URL on the configured origin", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://wayfellow.app/contact" });
    expect(find(meta, "property", "og:url")?.content).toBe("https://wayfellow.app/contact");
  });

  it("emits Open Graph and Twitter tags with an absolute image", () => {
    expect(find(meta, "property", "og:title")?.content).toBe("Contact | Wayfellow");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(String(find(meta, "property", "og:image")?.content)).toMatch(/^https:\/\/wayfellow\.app\//);
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
});
