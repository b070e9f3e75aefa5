/**
 * The operator's details as the legal pages show them (decisions.md, "The
 * operator"): every value comes from the site configuration, so the legal
 * notice, the privacy policy and the terms name the same operator, and an
 * unset value shows as its visible placeholder. Used as MDX tags, from the
 * components the content view gives every page (src/components/content/content-components.tsx).
 */
import type { ReactNode } from "react";
import { hasNoDataProtectionOfficer } from "~/config/data-protection-officer.mjs";
import { operator } from "~/config/operator";
import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** A number a phone can dial: digits, spaces and the usual separators, with an optional leading "+". */
const dialable = /^\+?[\d\s()./-]{5,}$/;

/** The operator's postal address, one line each. */
/** The decided default country, as a German page writes it; a configured country shows as configured. */
function countryIn(locale: Locale): string {
  const { country } = operator.address;
  return country === "Germany" ? m.operator_country_germany({}, { locale }) : country;
}

export function OperatorAddress() {
  const { street, city } = operator.address;
  const country = countryIn(useLocale());
  return (
    <address className="not-italic">
      {street}
      <br />
      {city}
      <br />
      {country}
    </address>
  );
}

/** The postal address on one line, for running text, its country in the page's language. */
export function operatorAddressLine(language: Locale = "en"): string {
  const { street, city } = operator.address;
  return `${street}, ${city}, ${countryIn(language)}`;
}

/** The phone number, a tel: link when it is one. */
export function OperatorPhone() {
  const phone = operator.phone;
  if (!dialable.test(phone)) return <>{phone}</>;
  return <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>;
}

/**
 * Representative, register entry, VAT number and business identification
 * number (§ 5 (1) Nr. 1, 4 and 6 DDG): only those the operator has
 * (configured); nothing at all when none is.
 */
export function OperatorRegistration() {
  const locale = useLocale();
  const rows = [
    [m.operator_represented_by({}, { locale }), operator.representative],
    [m.operator_register({}, { locale }), operator.register],
    [m.operator_vat_id({}, { locale }), operator.vatId],
    [m.operator_economic_id({}, { locale }), operator.economicId],
  ].filter(([, value]) => value !== "");
  if (rows.length === 0) return null;
  return (
    <ul>
      {rows.map(([label, value]) => (
        <li key={label}>
          {label}: {value}
        </li>
      ))}
    </ul>
  );
}

/** The person responsible for content under § 18 (2) MStV: name, then address (the operator's unless set). */
export function ContentResponsible() {
  const { name, address } = operator.contentResponsible;
  const language = useLocale();
  return (
    <>
      {name}, {address || operatorAddressLine(language)}
    </>
  );
}

/** The data protection supervisory authority competent for the operator: its name and postal address. */
export function SupervisoryAuthority() {
  const { name, address } = operator.supervisoryAuthority;
  return (
    <>
      {name}, {address}
    </>
  );
}

/** The data protection officer's name and contact, as configured. */
export function DataProtectionOfficerContact() {
  return <>{operator.dataProtectionOfficer}</>;
}

/** Its text only where the operator has appointed a data protection officer (configured). */
export function IfDataProtectionOfficer({ children }: { children?: ReactNode }) {
  return hasNoDataProtectionOfficer(operator.dataProtectionOfficer) ? null : <>{children}</>;
}

/** Its text only where the operator has none, because none is required (configured as "none"). */
export function IfNoDataProtectionOfficer({ children }: { children?: ReactNode }) {
  return hasNoDataProtectionOfficer(operator.dataProtectionOfficer) ? <>{children}</> : null;
}

/** The operator's legal form, as configured (as the register writes it: check:deploy). */
export const LegalForm = () => operator.legalForm;

/** How long server logs are kept, in the page's language ("7 days", "7 Tage"); the placeholder until set. */
export function ServerLogRetention() {
  const locale = useLocale();
  const days = operator.serverLogRetentionDays;
  if (!/^\d+$/.test(days)) return <>{days}</>;
  return <>{new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" }).format(Number(days))}</>;
}
