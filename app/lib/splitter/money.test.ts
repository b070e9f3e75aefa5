// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  convertMinor,
  decimalAtMost,
  isRate,
  formatMoney,
  isCurrencyCode,
  minorDigits,
  parseAmount,
  parseRate,
  rateFromCharge,
} from "./money";
import { splitterText } from "./paraglide-text";

/** The splitter's words as the pages give them (lib/splitter/text.ts). */
const en = splitterText("en");

describe("minorDigits", () => {
  it("gives the currency's minor-unit digits", () => {
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("KWD")).toBe(3);
  });
});

describe("exact bounds (issue 33)", () => {
  it("compares decimal strings exactly, not as floating point numbers", () => {
    expect(isRate("1000000000")).toBe(true);
    expect(isRate("1000000000.000000000000")).toBe(true);
    expect(isRate("1000000000.000000000001")).toBe(false);
    expect(isRate("999999999.999999999999")).toBe(true);
    expect(parseRate("1000000000.000000000001", en)).toMatchObject({ ok: false });
    expect(parseRate("1 000 000 000", en)).toEqual({ ok: true, rate: "1000000000" });
    expect(decimalAtMost("1000000", "000001", 1_000_000)).toBe(false);
    expect(decimalAtMost("1000000", "000000", 1_000_000)).toBe(true);
    expect(decimalAtMost("", "5", 0)).toBe(false);
  });

  it("refuses an amount one minor unit above the limit, written any way", () => {
    expect(parseAmount("10000000000", "EUR", en)).toEqual({ ok: true, minor: 1_000_000_000_000 });
    expect(parseAmount("10000000000.01", "EUR", en)).toMatchObject({ ok: false });
    expect(parseAmount("0010000000000.00", "EUR", en)).toEqual({ ok: true, minor: 1_000_000_000_000 });
    expect(parseAmount("99999999999999999999999", "EUR", en)).toMatchObject({ ok: false });
  });
});

describe("isCurrencyCode", () => {
  it("accepts ISO 4217 codes Intl knows and nothing else", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("JPY")).toBe(true);
    for (const code of ["eur", "EURO", "XYZ", "", "E1R", "<b>"]) expect(isCurrencyCode(code)).toBe(false);
  });
});

describe("parseAmount", () => {
  it.each([
    ["12.5", "EUR", 1250],
    ["12", "EUR", 1200],
    ["1,234.56", "EUR", 123456],
    ["1 234,56", "EUR", 123456],
    ["1.234,56", "EUR", 123456],
    ["1.234.567,5", "EUR", 123456750],
    ["12,50", "EUR", 1250],
    ["1,234", "EUR", 123400],
    [" .5 ", "EUR", 50],
    ["0", "EUR", 0],
    ["1200", "JPY", 1200],
    ["1.00", "JPY", 1],
    ["1.5", "KWD", 1500],
    ["1.234", "KWD", 1234],
  ])("reads %j in %s as %d minor units", (text, currency, minor) => {
    expect(parseAmount(text, currency, en)).toEqual({ ok: true, minor });
  });

  it.each([
    ["", "Enter an amount."],
    ["   ", "Enter an amount."],
    ["abc", "Enter an amount as a number, like 12.50."],
    ["12.3.4", "Enter an amount as a number, like 12.50."],
    ["1,2,3", "Enter an amount as a number, like 12.50."],
    ["1.23,4", "Enter an amount as a number, like 12.50."],
    ["€12", "Enter an amount as a number, like 12.50."],
    ["-5", "Enter an amount without a minus sign."],
    ["12.345", "Amounts in EUR have at most 2 decimals."],
    ["1e5", "Enter an amount as a number, like 12.50."],
    ["99999999999999", "Enter an amount of at most €10,000,000,000.00."],
  ])("refuses %j with a friendly message", (text, error) => {
    expect(parseAmount(text, "EUR", en)).toEqual({ ok: false, error });
  });

  it("says when a currency has no decimals", () => {
    expect(parseAmount("12.5", "JPY", en)).toEqual({ ok: false, error: "Amounts in JPY have no decimals." });
  });

  it("refuses zero only when asked for a positive amount", () => {
    expect(parseAmount("0.00", "EUR", en, { positive: true })).toEqual({
      ok: false,
      error: "Enter an amount greater than zero.",
    });
  });
});

describe("formatMoney", () => {
  it("formats minor units as Intl's English currency format", () => {
    expect(formatMoney(4500, "EUR")).toBe("€45.00");
    expect(formatMoney(1200, "JPY")).toBe("¥1,200");
    expect(formatMoney(1500, "KWD")).toBe("KWD\u00a01.500");
    expect(formatMoney(-5, "EUR")).toBe("-€0.05");
    expect(formatMoney(123456789012345, "USD")).toBe("$1,234,567,890,123.45");
  });
});

describe("parseRate", () => {
  it("normalises a positive decimal", () => {
    expect(parseRate("0.920", en)).toEqual({ ok: true, rate: "0.92" });
    expect(parseRate("0,92", en)).toEqual({ ok: true, rate: "0.92" });
    expect(parseRate("007", en)).toEqual({ ok: true, rate: "7" });
    expect(parseRate("1.0", en)).toEqual({ ok: true, rate: "1" });
    expect(parseRate("157.35", en)).toEqual({ ok: true, rate: "157.35" });
  });

  it("refuses zero, negatives and words", () => {
    for (const text of ["", "0", "0.000", "-0.92", "abc", "1/3", "0.0000000000001"]) {
      expect(parseRate(text, en).ok).toBe(false);
    }
  });
});

describe("convertMinor", () => {
  it("converts exactly, rounding halves away from zero, across digit differences", () => {
    expect(convertMinor(30000, "USD", "0.92", "EUR")).toBe(27600);
    expect(convertMinor(1, "USD", "0.5", "EUR")).toBe(1); // 0.5 cent rounds up
    expect(convertMinor(1, "USD", "0.49", "EUR")).toBe(0);
    expect(convertMinor(1000, "JPY", "0.0061", "EUR")).toBe(610); // ¥1,000 -> €6.10
    expect(convertMinor(1500, "KWD", "2.98", "EUR")).toBe(447); // KWD 1.500 -> €4.47
    expect(convertMinor(447, "EUR", "160.5", "JPY")).toBe(717); // €4.47 -> ¥717.435 -> ¥717
    expect(convertMinor(15, "EUR", "0.1", "KWD")).toBe(15); // €0.15 -> KWD 0.015
    // 0.1 + 0.2 style pitfalls do not exist: 3 x 0.1 is exactly 0.3
    expect(convertMinor(3, "EUR", "0.1", "USD")).toBe(0);
    expect(convertMinor(5, "EUR", "0.1", "USD")).toBe(1);
  });
});

describe("rateFromCharge", () => {
  it("derives a rate that converts the foreign amount back to what the card charged", () => {
    expect(rateFromCharge(30000, "USD", 27600, "EUR")).toBe("0.92");
    const rate = rateFromCharge(123456, "JPY", 74321, "EUR");
    expect(convertMinor(123456, "JPY", rate, "EUR")).toBe(74321);
    expect(rate).toMatch(/^0\.00\d{4,}$/);
    const kwd = rateFromCharge(1500, "KWD", 447, "EUR");
    expect(convertMinor(1500, "KWD", kwd, "EUR")).toBe(447);
  });

  it("refuses amounts of zero", () => {
    expect(() => rateFromCharge(0, "USD", 100, "EUR")).toThrow(RangeError);
  });
});
