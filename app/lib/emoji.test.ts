import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emojiFileName, emojiImageDir, emojiImagePath, packingEmoji } from "./emoji";

const root = new URL("../..", import.meta.url).pathname;
const contentDir = join(root, "app/content");
const imageDir = join(root, "public", emojiImageDir);

describe("emojiFileName", () => {
  it("names an emoji by its code points", () => {
    expect(emojiFileName("🔋")).toBe("1f50b.svg");
    expect(emojiImagePath("⛺")).toBe("/images/emoji/26fa.svg");
  });

  it("gives the text and colour forms of an emoji one image", () => {
    expect(emojiFileName("⛑️")).toBe(emojiFileName("⛑"));
  });

  it("keeps every code point of a sequence", () => {
    expect(emojiFileName("🧑‍🤝‍🧑")).toBe("1f9d1-200d-1f91d-200d-1f9d1.svg");
  });

  it("refuses an empty emoji", () => {
    expect(() => emojiFileName("")).toThrow(/Not an emoji/);
    expect(() => emojiFileName("\uFE0F")).toThrow(/Not an emoji/);
  });
});

describe("packingEmoji", () => {
  it("reads the packing lists' emoji, not a guide card's", () => {
    const source = [
      "---",
      'emoji: "🍺"',
      "---",
      "<PackingList",
      "  items={[",
      '    { emoji: "👟", label: "Shoes", description: "Walk." },',
      '    { emoji: "🔋", label: "Power bank", description: "Charge." },',
      '    { emoji: "👟", label: "Spare shoes", description: "Rain." },',
      "  ]}",
      "/>",
    ].join("\n");
    expect(packingEmoji(source)).toEqual(["👟", "🔋"]);
  });
});

describe("the emoji images in public/", () => {
  const used = new Set(
    readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".mdx"))
      .flatMap((file) => packingEmoji(readFileSync(join(contentDir, file), "utf8")))
      .map(emojiFileName),
  );
  const present = new Set(readdirSync(imageDir));

  it("has an image for every emoji a packing list uses (npm run media emoji writes them)", () => {
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((file) => !present.has(file))).toEqual([]);
  });

  it("holds no image that no packing list uses", () => {
    expect([...present].filter((file) => !used.has(file))).toEqual([]);
  });

  it("are SVG images that load no other file", () => {
    for (const file of present) {
      const svg = readFileSync(join(imageDir, file), "utf8");
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+">/);
      expect(svg, file).not.toMatch(/<script|href="(?!#)|url\((?!#)/i);
    }
  });
});
