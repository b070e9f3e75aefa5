import { localeInfo, type Locale } from "~/config/locales";

/**
 * The currencies the splitter offers, most travelled first. Any ISO 4217 code
 * a shared link carries is offered too (currencyOptions), so a ledger made
 * elsewhere never loses its currency in a menu.
 */
export const commonCurrencies = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "CHF",
  "JPY",
  "CNY",
  "HKD",
  "SGD",
  "KRW",
  "INR",
  "THB",
  "IDR",
  "MYR",
  "PHP",
  "VND",
  "AED",
  "SAR",
  "QAR",
  "TRY",
  "ILS",
  "EGP",
  "MAD",
  "ZAR",
  "KES",
  "MXN",
  "BRL",
  "ARS",
  "CLP",
  "COP",
  "PEN",
  "SEK",
  "NOK",
  "DKK",
  "ISK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "BGN",
  "RSD",
];

/** The trip currency a new ledger starts with, by the page's language: euros on the German page. */
export const defaultCurrencies: Record<Locale, string> = { en: "USD", de: "EUR" };

const names = new Map<Locale, Intl.DisplayNames>();

function displayNames(locale: Locale): Intl.DisplayNames {
  let found = names.get(locale);
  if (!found) {
    found = new Intl.DisplayNames([locale === "en" ? "en" : localeInfo[locale].intl], { type: "currency" });
    names.set(locale, found);
  }
  return found;
}

/** "EUR (Euro)", "USD (US-Dollar)" in German: the code first, so typing its letters in the menu finds it. */
export function currencyLabel(code: string, locale: Locale = "en"): string {
  let name: string | undefined;
  try {
    name = displayNames(locale).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${code} (${name})` : code;
}

/** The menu's codes: the common ones, and any other code the ledger already uses. */
export function currencyOptions(inUse: string[]): string[] {
  const extra = inUse.filter((code) => !commonCurrencies.includes(code));
  return [...new Set([...commonCurrencies, ...extra])];
}
