/**
 * Money for the trip cost splitter (issue 26): integer minor units, with the
 * number of digits Intl.NumberFormat gives for the currency (JPY 0, EUR 2,
 * KWD 3). Amounts never pass through floating point arithmetic: text is
 * parsed digit by digit, and rates stay decimal strings that the ledger
 * multiplies with BigInt.
 *
 * What a visitor reads is in the page's language: amounts by `locale`
 * (English by default), "€1,234.50" or "1.234,50 €"; the form's messages
 * from the page's words (`t`, text.ts).
 */
import { localeInfo, type Locale } from "../../config/locales";
import type { SplitterText } from "./text";

/** The largest amount, in minor units, that an expense may have (before and after conversion). */
export const maxMinor = 1_000_000_000_000;

/**
 * Minor-unit digits fixed here, not by the engine (issue 33), for every
 * currency the page offers and the three-digit examples of the link format
 * document: a link stores minor units, so the digits must not depend on the
 * reader. Engines take them from Unicode CLDR, which changes between versions
 * (RSD: 0 in Chromium 156, 2 in Node 24).
 *
 * The values are ISO 4217's minor units, except four currencies whose minor
 * unit is not used in practice: COP, HUF, IDR and RSD have 0 here (ISO 4217
 * lists 2), the digits Chromium gives them, so the version 1 links made so
 * far keep their meaning (see docs/trip-cost-splitter-link-format.md).
 */
export const currencyDigits: Readonly<Record<string, number>> = {
  AED: 2,
  ARS: 2,
  AUD: 2,
  BGN: 2,
  BHD: 3,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  COP: 0,
  CZK: 2,
  DKK: 2,
  EGP: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 0,
  IDR: 0,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KES: 2,
  KRW: 0,
  KWD: 3,
  MAD: 2,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  OMR: 3,
  PEN: 2,
  PHP: 2,
  PLN: 2,
  QAR: 2,
  RON: 2,
  RSD: 0,
  SAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TND: 3,
  TRY: 2,
  USD: 2,
  VND: 0,
  ZAR: 2,
};

/** The offered currencies whose digits here differ from ISO 4217's, on purpose (see above). */
export const digitsNotIso4217: Readonly<Record<string, { iso4217: number }>> = {
  COP: { iso4217: 2 },
  HUF: { iso4217: 2 },
  IDR: { iso4217: 2 },
  RSD: { iso4217: 2 },
};

const digitsCache = new Map<string, number>();

/** What this engine's Intl gives a currency (CLDR data; may differ from ISO 4217 and between engines). */
export function intlMinorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Minor-unit digits of a currency: from `currencyDigits` when it lists the
 * code (JPY 0, EUR 2, KWD 3), otherwise what Intl gives.
 */
export function minorDigits(currency: string): number {
  const fixed = Object.hasOwn(currencyDigits, currency) ? currencyDigits[currency] : undefined;
  if (fixed !== undefined) return fixed;
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = intlMinorDigits(currency);
    digitsCache.set(currency, digits);
  }
  return digits;
}

let knownCurrencies: Set<string> | undefined;

/** The ISO 4217 codes this browser's Intl knows, alphabetically (for a currency picker). */
export function currencyCodes(): string[] {
  return [...currencySet()];
}

function currencySet(): Set<string> {
  if (!knownCurrencies) {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "currency") => string[] };
    knownCurrencies = new Set(intl.supportedValuesOf ? intl.supportedValuesOf("currency") : []);
  }
  return knownCurrencies;
}

/** True for an upper-case ISO 4217 code that Intl knows ("EUR"; not "eur", "EURO" or "XYZ"). */
export function isCurrencyCode(code: string): boolean {
  if (typeof code !== "string" || !/^[A-Z]{3}$/.test(code)) return false;
  const known = currencySet();
  if (known.size > 0) return known.has(code);
  // An engine without Intl.supportedValuesOf: accept what NumberFormat accepts.
  try {
    minorDigits(code);
    return true;
  } catch {
    return false;
  }
}

export type Failed = { ok: false; error: string };

/** Spaces a visitor may type or paste between digit groups (plain, no-break, thin, narrow no-break). */
const groupSpaces = /[\s\u00a0\u2009\u202f]/g;

/**
 * Splits typed number text into whole and fraction digits. Accepts "12",
 * "12.5", ".5", "1,234.56", "1 234,56", "1.234,56" and a decimal comma
 * ("12,50"): a comma is a thousands separator when it sits between groups of
 * three digits and the text has no other decimal mark, or when a point
 * follows it; otherwise a single comma is the decimal mark. Points before a
 * decimal comma group thousands ("1.234,56").
 */
function splitNumber(
  text: string,
  decimalComma = false,
): { whole: string; fraction: string } | "empty" | "negative" | "invalid" {
  let value = text.trim().replace(groupSpaces, "");
  if (value === "") return "empty";
  if (/^[-\u2212]/.test(value)) return /\d/.test(value) ? "negative" : "invalid";
  if (value.startsWith("+")) value = value.slice(1);
  if (decimalComma && /^\d{1,3}(\.\d{3})+$/.test(value)) {
    // "1.234" on a German page: points group thousands.
    value = value.replace(/\./g, "");
  } else if (/^\d{1,3}(\.\d{3})+,\d*$/.test(value)) {
    // "1.234,56": points group thousands before a decimal comma.
    value = value.replace(/\./g, "").replace(",", ".");
  } else if (value.includes(".")) {
    // Commas before the point group thousands.
    if (!/^(\d{1,3}(,\d{3})*|\d*)\.\d*$/.test(value)) return "invalid";
    value = value.replace(/,/g, "");
  } else if (value.includes(",")) {
    if (!decimalComma && /^\d{1,3}(,\d{3})+$/.test(value)) value = value.replace(/,/g, "");
    else if (/^\d*,\d*$/.test(value)) value = value.replace(",", ".");
    else return "invalid";
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return "invalid";
  return { whole: match[1] ?? "", fraction: match[2] ?? "" };
}

/**
 * Parses an amount the visitor typed into minor units of `currency`, read
 * and answered in the page's language (`t`). Zero is allowed (an exact split
 * may give someone nothing) unless `options.positive` is set.
 */
export function parseAmount(
  text: string,
  currency: string,
  t: SplitterText,
  options: { positive?: boolean } = {},
): { ok: true; minor: number } | Failed {
  const { locale, m } = t;
  const parts = splitNumber(typeof text === "string" ? text : "", locale === "de");
  if (parts === "empty") return { ok: false, error: m.splitter_error_amount_empty() };
  if (parts === "negative") return { ok: false, error: m.splitter_error_amount_negative() };
  if (parts === "invalid") return { ok: false, error: m.splitter_error_amount_invalid() };
  const digits = minorDigits(currency);
  const fraction = parts.fraction.replace(/0+$/, "");
  if (fraction.length > digits) {
    return {
      ok: false,
      error:
        digits === 0
          ? m.splitter_error_amount_no_decimals({ currency })
          : digits === 1
            ? m.splitter_error_amount_one_decimal({ currency, digits })
            : m.splitter_error_amount_decimals({ currency, digits }),
    };
  }
  const whole = parts.whole.replace(/^0+/, "");
  const minorText = (whole + fraction.padEnd(digits, "0")).replace(/^0+/, "") || "0";
  if (BigInt(minorText) > BigInt(maxMinor)) {
    return {
      ok: false,
      error: m.splitter_error_amount_max({ max: formatMoney(maxMinor, currency, locale) }),
    };
  }
  const minor = Number(minorText);
  if (options.positive && minor === 0) return { ok: false, error: m.splitter_error_amount_zero() };
  return { ok: true, minor };
}

/** A number as the page's language writes it: 1000000000 -> "1,000,000,000" ("1.000.000.000" in German). */
export function formatNumber(value: number, locale: Locale = "en"): string {
  return value.toLocaleString(locale === "en" ? "en" : localeInfo[locale].intl);
}

/** A decimal string as the page's language writes it: "0.92" ("0,92" in German). Digits stay as they are. */
export function formatDecimal(decimal: string, locale: Locale = "en"): string {
  if (locale === "en") return decimal;
  const mark = new Intl.NumberFormat(localeInfo[locale].intl)
    .formatToParts(1.5)
    .find((part) => part.type === "decimal");
  return decimal.replace(".", mark?.value ?? ".");
}

/** A decimal string of `minor` minor units: (1234, 2) -> "12.34", (-5, 2) -> "-0.05". */
export function minorToDecimal(minor: number, digits: number): string {
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "€45.00", "¥1,200", "KWD 1.500": Intl's currency format in the page's language ("45,00 €",
 * "1.200 ¥", "1,500 KWD" in German), exact for any safe integer.
 */
export function formatMoney(minor: number, currency: string, locale: Locale = "en"): string {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = minorDigits(currency);
    formatter = new Intl.NumberFormat(locale === "en" ? "en" : localeInfo[locale].intl, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minorToDecimal(minor, minorDigits(currency)) as Intl.StringNumericLiteral);
}

/** A rate has at most this many digits after the point, and is at most `maxRate`. */
export const rateLimits = { decimals: 12, max: 1_000_000_000 } as const;

/**
 * Checks a rate string as the link carries it: plain decimal digits with an
 * optional point ("0.92", "1", "157.3"), greater than zero, at most
 * `rateLimits.decimals` decimals and at most `rateLimits.max`.
 */
export function isRate(rate: unknown): rate is string {
  if (typeof rate !== "string") return false;
  const match = /^(\d{1,10})(?:\.(\d{1,12}))?$/.exec(rate);
  if (!match) return false;
  return /[1-9]/.test(rate) && decimalAtMost(match[1]!, match[2] ?? "", rateLimits.max);
}

/**
 * Whether the decimal whole.fraction (digit strings) is at most `max`,
 * compared exactly: "1000000000.000000000001" is more than 1,000,000,000.
 */
export function decimalAtMost(whole: string, fraction: string, max: number | bigint): boolean {
  const wholeValue = BigInt(whole === "" ? "0" : whole);
  const limit = BigInt(max);
  return wholeValue < limit || (wholeValue === limit && !/[1-9]/.test(fraction));
}

/** "0.920" -> "0.92", "007" -> "7", "1.0" -> "1". */
function normaliseDecimal(whole: string, fraction: string): string {
  const w = whole.replace(/^0+/, "") || "0";
  const f = fraction.replace(/0+$/, "");
  return f ? `${w}.${f}` : w;
}

/**
 * Parses a rate the visitor typed ("1 USD = 0.92 EUR": "0.92"). Accepts a
 * decimal comma ("0,92"). Returns it normalised ("0.920" -> "0.92").
 */
export function parseRate(text: string, t: SplitterText): { ok: true; rate: string } | Failed {
  const { locale, m } = t;
  const parts = splitNumber(typeof text === "string" ? text : "", locale === "de");
  if (parts === "empty") return { ok: false, error: m.splitter_error_rate_empty() };
  if (parts === "negative") return { ok: false, error: m.splitter_error_rate_negative() };
  if (parts === "invalid") return { ok: false, error: m.splitter_error_rate_invalid() };
  const rate = normaliseDecimal(parts.whole, parts.fraction);
  if (rate === "0") return { ok: false, error: m.splitter_error_rate_zero() };
  const decimals = rate.split(".")[1]?.length ?? 0;
  if (decimals > rateLimits.decimals) {
    return { ok: false, error: m.splitter_error_rate_decimals({ count: rateLimits.decimals }) };
  }
  if (!isRate(rate)) {
    return { ok: false, error: m.splitter_error_rate_max({ max: formatNumber(rateLimits.max, locale) }) };
  }
  return { ok: true, rate };
}

/** A rate string as an exact fraction: "0.92" -> 92 / 100. */
export function rateFraction(rate: string): { numerator: bigint; denominator: bigint } {
  const [whole = "0", fraction = ""] = rate.split(".");
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator rounded to the nearest integer, halves away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}

/**
 * `amount` minor units of `from` in minor units of `to` at `rate` (units of
 * `to` per unit of `from`): amount x rate, rescaled for the two currencies'
 * digits, rounded to the nearest minor unit, halves away from zero. Exact.
 */
export function convertMinor(amount: number, from: string, rate: string, to: string): number {
  return Number(convertMinorExact(amount, from, rate, to));
}

/** convertMinor() as a big integer, for comparing it with a limit exactly. */
export function convertMinorExact(amount: number, from: string, rate: string, to: string): bigint {
  const { numerator, denominator } = rateFraction(rate);
  const shift = minorDigits(to) - minorDigits(from);
  const scaledNumerator = BigInt(amount) * numerator * (shift > 0 ? 10n ** BigInt(shift) : 1n);
  const scaledDenominator = denominator * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
  return divideRounded(scaledNumerator, scaledDenominator);
}

/**
 * The rate implied by what the card charged: `chargedMinor` of the trip
 * currency for `foreignMinor` of the foreign one. The shortest decimal with
 * at least 6 significant digits (and at most `rateLimits.decimals` decimals)
 * that converts `foreignMinor` back to exactly `chargedMinor` when one
 * exists; otherwise the ratio rounded to 12 decimals. Both amounts must be
 * greater than zero (RangeError otherwise).
 */
export function rateFromCharge(
  foreignMinor: number,
  foreignCurrency: string,
  chargedMinor: number,
  tripCurrency: string,
): string {
  if (!(
    Number.isSafeInteger(foreignMinor) &&
    foreignMinor > 0 &&
    Number.isSafeInteger(chargedMinor) &&
    chargedMinor > 0
  )) {
    throw new RangeError("rateFromCharge needs two whole amounts greater than zero");
  }
  // rate = (charged / 10^tripDigits) / (foreign / 10^foreignDigits)
  const numerator = BigInt(chargedMinor) * 10n ** BigInt(minorDigits(foreignCurrency));
  const denominator = BigInt(foreignMinor) * 10n ** BigInt(minorDigits(tripCurrency));
  const atDecimals = (decimals: number): string => {
    const scaled = divideRounded(numerator * 10n ** BigInt(decimals), denominator);
    const text = scaled.toString().padStart(decimals + 1, "0");
    return normaliseDecimal(text.slice(0, text.length - decimals), decimals ? text.slice(-decimals) : "");
  };
  // Digits of the whole part decide how many decimals make six significant digits.
  const wholeDigits = (numerator / denominator).toString().length;
  const firstDecimals =
    numerator >= denominator ? Math.max(0, 6 - wholeDigits) : leadingZeroDecimals(numerator, denominator) + 6;
  for (let decimals = Math.min(firstDecimals, rateLimits.decimals); decimals <= rateLimits.decimals; decimals++) {
    const rate = atDecimals(decimals);
    if (rate !== "0" && convertMinor(foreignMinor, foreignCurrency, rate, tripCurrency) === chargedMinor) return rate;
  }
  const rate = atDecimals(rateLimits.decimals);
  return rate === "0" ? `0.${"0".repeat(rateLimits.decimals - 1)}1` : rate;
}

/** For a ratio below 1, the zeros right after the point: 0.00092 -> 3. */
function leadingZeroDecimals(numerator: bigint, denominator: bigint): number {
  let zeros = 0;
  let value = numerator * 10n;
  while (value < denominator) {
    zeros++;
    value *= 10n;
  }
  return zeros;
}
