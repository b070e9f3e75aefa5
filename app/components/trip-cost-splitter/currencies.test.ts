// @vitest-environment node
import { describe, expect, it } from "vitest";
import { currencyDigits, digitsNotIso4217, formatMoney, intlMinorDigits, minorDigits } from "~/lib/splitter/money";
import { commonCurrencies } from "./currencies";

/**
 * Minor-unit digits come from the splitter's own table, not from the engine
 * (issue 33). Where the engine running the tests disagrees, the test reports
 * it; it fails only where the disagreement cannot be the engine's: a
 * currency whose digits ISO 4217 and CLDR agree on, so the table is wrong.
 */
describe("currency digits", () => {
  it("are fixed for every offered currency", () => {
    for (const code of commonCurrencies) {
      expect(currencyDigits[code], code).toBeTypeOf("number");
      expect([0, 2, 3]).toContain(minorDigits(code));
    }
  });

  it("are the same whatever this engine's Intl says, which is reported where it disagrees", () => {
    const disagreements: string[] = [];
    for (const code of Object.keys(currencyDigits)) {
      const engine = intlMinorDigits(code);
      if (engine === currencyDigits[code]) continue;
      disagreements.push(`${code}: table ${currencyDigits[code]}, this engine ${engine}`);
      // Only the currencies on which ISO 4217 and CLDR differ may differ between engines.
      expect(Object.keys(digitsNotIso4217), `${code} disagrees with Intl and is not a known case`).toContain(code);
    }
    if (disagreements.length > 0) {
      console.info(
        `Intl here (ICU ${process.versions.icu ?? "?"}, CLDR ${process.versions.cldr ?? "?"}) disagrees with the splitter's table, which wins: ${disagreements.join("; ")}`,
      );
    }
  });

  it("format with the table's digits, not the engine's", () => {
    expect(formatMoney(150000, "RSD")).toBe("RSD\u00a0150,000");
    expect(formatMoney(150000, "IDR")).toBe("IDR\u00a0150,000");
    expect(formatMoney(1250, "EUR")).toBe("€12.50");
    expect(formatMoney(1500, "KWD")).toBe("KWD\u00a01.500");
    expect(formatMoney(1200, "JPY")).toBe("¥1,200");
  });
});
