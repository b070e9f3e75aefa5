import { describe, expect, it } from "vitest";
import { formatContentDate } from "./dates";
import { formatMoney } from "./money";
import { formatDecimal } from "./numbers";

/** Intl writes a narrow no-break space or a no-break space before "€": readers see a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formats by language", () => {
  it("writes dates as German readers do", () => {
    expect(formatContentDate("2026-11-25", "de")).toBe("25. November 2026");
    expect(formatContentDate("2027-01-01", "de")).toBe("1. Januar 2027");
    expect(formatContentDate("2026-03-05", "de")).toBe("5. März 2026");
  });

  it("keeps English dates as they were", () => {
    expect(formatContentDate("2026-11-25")).toBe("November 25, 2026");
    expect(formatContentDate("2026-11-25", "en")).toBe("November 25, 2026");
  });

  it("writes money with a decimal comma and the sign after the amount in German", () => {
    expect(spaced(formatMoney(1234.5, "de"))).toBe("1.234,50 €");
    expect(spaced(formatMoney(123, "de"))).toBe("123,00 €");
    expect(spaced(formatMoney(0.5, "de"))).toBe("0,50 €");
  });

  it("writes money the English way on English pages", () => {
    expect(formatMoney(1234.5, "en")).toBe("€1,234.50");
  });

  it("writes decimals with a comma in German and a point in English", () => {
    expect(formatDecimal(4.4, "de")).toBe("4,4");
    expect(formatDecimal(4, "de")).toBe("4,0");
    expect(formatDecimal(4.4, "en")).toBe("4.4");
    expect(formatDecimal(1234.5, "de", 2)).toBe("1.234,50");
  });
});
