/**
 * The splitter's part of the catalog (issue 32): every splitter_ message exists in both languages
 * with the same placeholders, and the German page shows no English value. Paraglide falls back to
 * English without a word when a German key is missing (shared/i18n.md), so this is the check.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const catalog = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), "utf8")) as Record<
    string,
    string
  >;
const en = catalog("en");
const de = catalog("de");
const splitterKeys = (messages: Record<string, string>) =>
  Object.keys(messages).filter((key) => key.startsWith("splitter_"));
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** German values that are rightly the same as the English ones. */
const sameInGerman = new Set(["splitter_name"]);

describe("the splitter's messages", () => {
  it("are the same keys in English and German", () => {
    expect(splitterKeys(de).sort()).toEqual(splitterKeys(en).sort());
    expect(splitterKeys(en).length).toBeGreaterThan(100);
  });

  it("have the same placeholders in both languages", () => {
    for (const key of splitterKeys(en))
      expect([key, placeholders(de[key] ?? "")]).toEqual([key, placeholders(en[key]!)]);
  });

  it("are German on the German page", () => {
    const same = splitterKeys(en).filter((key) => en[key] === de[key] && !sameInGerman.has(key));
    expect(same).toEqual([]);
  });
});
