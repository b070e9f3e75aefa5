/**
 * The operator's details as the legal pages show them (decisions.md, "The
 * operator"): every value comes from the site configuration, so the legal
 * notice, the privacy policy and the terms name the same operator, and an
 * unset value shows as its visible placeholder. Used as MDX tags, imported
 * by the pages that use them (content/remark-auto-import.ts).
 */
import { siteConfig } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

const company = siteConfig.company;

/** A number a phone can dial: digits, spaces and the usual separators, with an optional leading "+". */
const dialable = /^\+?[\d\s()./-]{5,}$/;

/** The operator's postal address, one line each. */
export function OperatorAddress() {
  const { street, city, country } = company.address;
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

/** The postal address on one line, for running text. */
export function operatorAddressLine(): string {
  const { street, city, country } = company.address;
  return `${street}, ${city}, ${country}`;
}

/** The phone number, a tel: link when it is one. */
export function OperatorPhone() {
  const phone = company.phone;
  if (!dialable.test(phone)) return <>{phone}</>;
  return <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>;
}

/**
 * Representative, register entry and VAT number: only those the operator has
 * (configured); nothing at all when none is.
 */
export function OperatorRegistration() {
  const locale = useLocale();
  const rows = [
    [m.operator_represented_by({}, { locale }), company.representative],
    [m.operator_register({}, { locale }), company.register],
    [m.operator_vat_id({}, { locale }), company.vatId],
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
  const { name, address } = company.contentResponsible;
  return (
    <>
      {name}, {address || operatorAddressLine()}
    </>
  );
}
