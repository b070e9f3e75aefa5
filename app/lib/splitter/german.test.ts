/**
 * The splitter on the German page (issue 32): amounts as German readers write them, typed amounts
 * and rates read the German way, and every message (the form's, a broken link's, the text summary)
 * in German. The link itself is the same in both languages.
 */
import { describe, expect, it } from "vitest";
import { exampleLedger as lisbon } from "./example";
import { decodeLedger, encodeLedger, ledgerSummaryText } from "./link";
import { formatDecimal, formatMoney, parseAmount, parseRate } from "./money";
import { ledgerSchema, personNameProblem } from "./schema";
import { splitterText } from "./paraglide-text";

/** The splitter's words as the pages give them (lib/splitter/text.ts). */
const en = splitterText("en");
const de = splitterText("de");

const nbsp = "\u00a0";

describe("German amounts", () => {
  it("are written the German way, with each currency's own symbol or code", () => {
    expect(formatMoney(123450, "EUR", "de")).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(12300, "EUR", "de")).toBe(`123,00${nbsp}€`);
    expect(formatMoney(4500, "USD", "de")).toBe(`45,00${nbsp}$`);
    expect(formatMoney(1200, "JPY", "de")).toBe(`1.200${nbsp}¥`);
    expect(formatMoney(1500, "KWD", "de")).toBe(`1,500${nbsp}KWD`);
    // The English page is unchanged.
    expect(formatMoney(123450, "EUR")).toBe("€1,234.50");
  });

  it("are read the German way: a comma is the decimal mark, points group thousands", () => {
    expect(parseAmount("12,50", "EUR", de)).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount("1.234,50", "EUR", de)).toEqual({ ok: true, minor: 123450 });
    expect(parseAmount("1.234", "EUR", de)).toEqual({ ok: true, minor: 123400 });
    expect(parseAmount("1,234", "EUR", de)).toEqual({
      ok: false,
      error: "Beträge in EUR haben höchstens 2 Nachkommastellen.",
    });
    // On the English page "1,234" groups thousands, as before.
    expect(parseAmount("1,234", "EUR", en)).toEqual({ ok: true, minor: 123400 });
  });

  it("give German messages", () => {
    expect(parseAmount("", "EUR", de)).toEqual({ ok: false, error: "Gib einen Betrag ein." });
    expect(parseAmount("-5", "EUR", de)).toEqual({
      ok: false,
      error: "Gib den Betrag ohne Minuszeichen ein.",
    });
    expect(parseAmount("0", "EUR", de, { positive: true })).toEqual({
      ok: false,
      error: "Gib einen Betrag über null ein.",
    });
    expect(parseAmount("1,5", "JPY", de)).toEqual({
      ok: false,
      error: "Beträge in JPY haben keine Nachkommastellen.",
    });
  });
});

describe("German rates", () => {
  it("take a decimal comma, also before three digits, and are stored as the link writes them", () => {
    expect(parseRate("0,92", de)).toEqual({ ok: true, rate: "0.92" });
    expect(parseRate("1,085", de)).toEqual({ ok: true, rate: "1.085" });
    expect(parseRate("x", de)).toEqual({ ok: false, error: "Gib den Kurs als Zahl ein, etwa 0,92." });
    expect(formatDecimal("0.92", "de")).toBe("0,92");
    expect(formatDecimal("0.92", "en")).toBe("0.92");
  });
});

describe("the German text summary", () => {
  it("says who pays whom in German, each name isolated", () => {
    expect(ledgerSummaryText(lisbon, undefined, de)).toBe(
      `\u2068Lisbon weekend\u2069\n\u2068Ben\u2069 zahlt \u2068Ana\u2069 123,00${nbsp}€\n\u2068Cleo\u2069 zahlt \u2068Ana\u2069 279,00${nbsp}€`,
    );
    const settled = { ...lisbon, name: undefined, expenses: [] };
    expect(ledgerSummaryText(settled, undefined, de)).toBe("Alle sind quitt");
  });
});

describe("links on the German page", () => {
  it("are the same links: one made in either language opens in the other", async () => {
    const fragment = await encodeLedger(lisbon);
    expect(await decodeLedger(fragment, de)).toEqual(await decodeLedger(fragment, en));
    expect(await decodeLedger(fragment, de)).toEqual({ ok: true, ledger: lisbon });
  });

  it("that are broken are explained in German", async () => {
    expect(await decodeLedger("v1.AAAA", de)).toMatchObject({
      ok: false,
      reason: "damaged",
      message: expect.stringMatching(/^Dieser Link ist beschädigt/),
    });
    expect(await decodeLedger("v2.AAAA", de)).toMatchObject({ reason: "version", message: /neueren Version/ });
    const result = ledgerSchema.safeParse({ v: 1, currency: "EUR", people: [], expenses: [] }, de);
    expect(result).toMatchObject({ success: false, error: { message: "Auf der Reise ist niemand." } });
    const unnamed = ledgerSchema.safeParse(
      {
        v: 1,
        currency: "EUR",
        people: ["Ana"],
        expenses: [{ what: "Villa", amount: 100, currency: "USD", paidBy: 0, split: { equal: [0] } }],
      },
      de,
    );
    expect(unnamed).toMatchObject({
      success: false,
      error: { message: "Ausgabe 1 („\u2068Villa\u2069“) ist in USD, hat aber keinen Wechselkurs." },
    });
  });
});

describe("the German form's name checks", () => {
  it("speak German", () => {
    expect(personNameProblem("", [], undefined, de)).toBe("Gib einen Namen ein.");
    expect(personNameProblem("ana", ["Ana"], undefined, de)).toBe("Jemand auf der Reise heißt schon so.");
  });
});
