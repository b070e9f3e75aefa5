/**
 * The interface catalog (messages/*.json): a key missing from a language
 * silently falls back to English in Paraglide's compiled output (shared/i18n.md),
 * so the languages are held to the same keys and the same placeholders here, and
 * a German value that is still the English one fails unless it is a name.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "../config/locales";

type Catalog = Record<string, string>;

function catalog(locale: string): Catalog {
  const raw = JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8")) as Record<
    string,
    unknown
  >;
  const { $schema: _schema, ...messages } = raw;
  return messages as Catalog;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

/** Messages that are the same word in both languages: names, and words German uses as they are. */
const sameInBoth = new Set([
  "nav_blog", // "Blog"
  "countdown_label", // "Countdown"
  "tickets_label", // "Tickets"
  "email_at", // "at" in a spelled-out e-mail address
  "delete_email_placeholder", // an example address (example.com is reserved for examples)
  "splitter_name", // "Name", the label of a person's name in the trip cost splitter
]);

const english = catalog("en");

describe("the message catalog", () => {
  for (const locale of locales.filter((code) => code !== "en")) {
    const other = catalog(locale);

    it(`${locale} has exactly the English keys`, () => {
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${locale} uses the same placeholders in every message`, () => {
      const differing = Object.keys(english).filter(
        (key) => JSON.stringify(placeholders(english[key]!)) !== JSON.stringify(placeholders(other[key] ?? "")),
      );
      expect(differing).toEqual([]);
    });

    it(`${locale} translates every message (names and loanwords excepted)`, () => {
      const untranslated = Object.keys(english).filter(
        (key) => !sameInBoth.has(key) && english[key]!.trim() === other[key]?.trim(),
      );
      expect(untranslated).toEqual([]);
    });

    it(`${locale} has no empty message`, () => {
      expect(Object.keys(other).filter((key) => !other[key]?.trim())).toEqual([]);
    });
  }

  it("names each message in snake_case with an area prefix", () => {
    expect(Object.keys(english).filter((key) => !/^[a-z]+(?:_[a-z0-9]+)+$/.test(key))).toEqual([]);
  });

  it("keeps the allow-list honest: every listed key exists", () => {
    expect([...sameInBoth].filter((key) => !(key in english))).toEqual([]);
  });
});
