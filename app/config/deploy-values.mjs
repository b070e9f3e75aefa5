/**
 * Identity values that differ per deployment and that nobody may guess: store
 * listings, app-association ids, social profiles, and the operator the legal
 * pages name (decisions.md, "The operator"). A fresh clone builds with visibly
 * fake defaults (all zeros, "[... not set]") so it runs; the build prints a
 * warning for each default still in use, and `npm run check:deploy` fails
 * while any is.
 *
 * Plain JavaScript: astro.config.ts, the build scripts and the tests read it.
 * The app (app/config/site.ts) gets only the resolved values, through the
 * build (virtual:deploy-values, scripts/vite-deploy-values.mjs), so the
 * labels and defaults below never reach the browser.
 */
import { productName } from "./identity.mjs";
import { hasNoDataProtectionOfficer } from "./data-protection-officer.mjs";
import { deletionProcessor, processorRoles, processorValueProblems } from "./processors.mjs";

const zeros = (count) => "0".repeat(count);
/** A default no reader could take for real data. */
const notSet = (what) => () => `[${what} not set]`;

/** Each value: its variable, what it is, and the default a fresh clone uses. */
export const deployValues = [
  { name: "VITE_APP_STORE_ID", label: "App Store app id", fallback: () => zeros(10) },
  {
    name: "VITE_APP_STORE_URL",
    label: "App Store listing URL",
    fallback: (v) => `https://apps.apple.com/app/id${v.VITE_APP_STORE_ID}`,
  },
  {
    name: "VITE_APP_STORE_PROVIDER_TOKEN",
    label: "App Store Connect provider token (campaign links)",
    fallback: () => zeros(9),
  },
  {
    name: "VITE_APPLE_TEAM_ID",
    label: "Apple developer team id (apple-app-site-association)",
    fallback: () => zeros(10),
  },
  {
    name: "VITE_ANDROID_CERT_FINGERPRINTS",
    label: "SHA-256 fingerprints of the Android signing certificates (assetlinks.json)",
    fallback: () => Array.from({ length: 32 }, () => "00").join(":"),
  },
  {
    name: "VITE_PLAY_STORE_URL",
    label: "Google Play listing URL",
    fallback: (v) => `https://play.google.com/store/apps/details?id=${v.VITE_ANDROID_PACKAGE}`,
  },
  { name: "VITE_TIKTOK_URL", label: "TikTok profile URL", fallback: () => "https://www.tiktok.com/" },
  { name: "VITE_INSTAGRAM_URL", label: "Instagram profile URL", fallback: () => "https://www.instagram.com/" },
  { name: "VITE_LINKEDIN_URL", label: "LinkedIn company page URL", fallback: () => "https://www.linkedin.com/" },
  // The operator (legal notice, privacy policy, terms). The legal name defaults to the product's
  // name, which is not yet a confirmed legal name: it stays listed until it is set.
  { name: "VITE_LEGAL_NAME", label: "Operator: legal name", fallback: () => productName },
  {
    name: "VITE_LEGAL_FORM",
    label: 'Operator: legal form, as the register writes it (e.g. "GmbH"): English and German pages show it as given',
    fallback: notSet("Operator legal form"),
  },
  {
    name: "VITE_OPERATOR_STREET",
    label: "Operator: street and number (a street address, not a P.O. box)",
    fallback: notSet("Operator street address"),
  },
  { name: "VITE_OPERATOR_CITY", label: "Operator: postcode and city", fallback: notSet("Operator postcode and city") },
  {
    name: "VITE_OPERATOR_PHONE",
    label: "Operator: phone number (the legal notice's second fast contact route besides e-mail)",
    fallback: notSet("Operator phone number"),
  },
  {
    name: "VITE_CONTENT_RESPONSIBLE",
    label: "Person responsible for content under § 18 (2) MStV: name",
    fallback: notSet("Person responsible for content"),
  },
  {
    name: "VITE_SUPERVISORY_AUTHORITY",
    label:
      "Data protection supervisory authority competent for the operator: its name (for a German operator, the state authority of its seat, e.g. Bayerisches Landesamt für Datenschutzaufsicht (BayLDA) in Bavaria)",
    fallback: notSet("Supervisory authority"),
  },
  {
    name: "VITE_SUPERVISORY_AUTHORITY_ADDRESS",
    label: "Data protection supervisory authority: its postal address, on one line",
    fallback: notSet("Supervisory authority address"),
  },
  {
    name: "VITE_DATA_PROTECTION_OFFICER",
    label:
      'Data protection officer: "none" where the operator need not appoint one (art. 37 GDPR, § 38 BDSG), else their name and how to reach them',
    fallback: notSet("Data protection officer"),
  },
  {
    name: "VITE_SERVER_LOG_RETENTION_DAYS",
    label:
      "How many days the hosting provider keeps server logs with IP addresses: a whole number (e.g. 7), which each page writes in its language",
    fallback: notSet("Server log retention"),
  },
  // The processors the privacy policy names, with country and safeguard (app/config/processors.mjs).
  ...processorRoles.map(({ name, label, placeholder }) => ({
    name,
    label: `Processors for ${label}: "name | country | safeguard", several separated by ";" (README)`,
    fallback: notSet(placeholder),
  })),
];

/**
 * Operator values that exist only for some operators (a sole trader has no
 * register entry or representative): unset, the legal notice leaves them out.
 * They are never placeholders. A company must set its representative and its
 * register entry (check:deploy refuses it otherwise: operatorProblems below),
 * and an operator with a VAT id or business identification number must set it (README).
 */
export const optionalOperatorValues = [
  { name: "VITE_OPERATOR_REPRESENTATIVE", label: "Operator: who represents it (e.g. its managing directors)" },
  { name: "VITE_OPERATOR_REGISTER", label: 'Operator: register entry (e.g. "Amtsgericht München, HRB 123456")' },
  { name: "VITE_OPERATOR_VAT_ID", label: "Operator: VAT identification number" },
  {
    name: "VITE_OPERATOR_ECONOMIC_ID",
    label: "Operator: business identification number (Wirtschafts-Identifikationsnummer, § 139c AO), where it has one",
  },
  {
    name: "VITE_CONTENT_RESPONSIBLE_ADDRESS",
    label: "Person responsible for content: address (unset: the operator's address)",
  },
  {
    name: deletionProcessor.name,
    label: `Processor for ${deletionProcessor.label}: required once VITE_DELETION_ENDPOINT is set`,
  },
];

/** Decided values (decisions.md) that a deployment may still override. */
const decided = {
  VITE_ANDROID_PACKAGE: "app.wayfellow",
  VITE_IOS_BUNDLE_ID: "app.wayfellow",
  // The legal pages are written for an operator established in Germany (decisions.md, "The operator").
  VITE_OPERATOR_COUNTRY: "Germany",
};

function given(env, name) {
  const value = env?.[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * The values a build uses, from its environment (import.meta.env in the app,
 * scripts/build-env.mjs in Node), and the names of those still on their
 * placeholder default.
 */
export function resolveDeployValues(env) {
  const values = {};
  for (const [name, value] of Object.entries(decided)) values[name] = given(env, name) ?? value;
  const placeholders = [];
  for (const { name, fallback } of deployValues) {
    const value = given(env, name);
    if (value === undefined) placeholders.push(name);
    values[name] = value ?? fallback(values);
  }
  for (const { name } of optionalOperatorValues) values[name] = given(env, name) ?? "";
  return { values, placeholders };
}

/** One line per placeholder still in use, for the build's warning and check:deploy. */
export function placeholderReport(placeholders) {
  return placeholders.map((name) => `  ${name}: ${deployValues.find((value) => value.name === name)?.label}`);
}

/**
 * Legal forms of companies and partnerships that act through a representative
 * (German forms, written as the register writes them, and their usual English
 * names). Matched against the legal form and the legal name. All but the plain
 * GbR are entered in a register (unregisteredForm below).
 */
const companyForms = [
  /(^|[\s(])(gGmbH|GmbH|UG|AG|KGaA|KG|OHG|oHG|SE|eGbR|GbR|eG|PartGmbB|PartG(?: mbB)?|Ltd\.?|LLC|Inc\.?)(?=$|[\s),.&])/,
  /(^|[\s(])e\.\s?(K|Kfm|Kfr|V|G)\.(?=$|[\s),])/,
  /\b(Gesellschaft mit beschränkter Haftung|Unternehmergesellschaft|Aktiengesellschaft|Kommanditgesellschaft|offene Handelsgesellschaft|eingetragene[rn]? (Kaufmann|Kauffrau|Verein|Genossenschaft|Gesellschaft bürgerlichen Rechts)|Gesellschaft bürgerlichen Rechts|Partnerschaftsgesellschaft)\b/i,
  /\b(limited liability company|limited company|stock corporation|public limited company|limited partnership|general partnership|partnership company|registered (merchant|trader|association|cooperative|civil[- ]law partnership)|civil[- ]law partnership|partnership under (German )?civil law|entrepreneurial company)\b/i,
];

/**
 * The one form above with no register to name: a GbR not entered in the
 * Gesellschaftsregister (once entered, it must call itself eGbR, § 707a (2) BGB).
 * It still names who represents it (§ 5 (1) Nr. 1 DDG).
 */
const unregisteredForm =
  /^(GbR|Gesellschaft bürgerlichen Rechts|civil[- ]law partnership|partnership under (German )?civil law)$/i;

/** The company form the operator's legal form or name names, if any ("GmbH", "limited partnership"...). */
export function companyForm(values) {
  for (const text of [values.VITE_LEGAL_FORM, values.VITE_LEGAL_NAME]) {
    if (typeof text !== "string") continue;
    for (const pattern of companyForms) {
      const match = pattern.exec(text);
      if (match) return match[0].replace(/^[\s(]+/, "").trim();
    }
  }
  return undefined;
}

/**
 * Operator values that are set but do not fit together, one line each, for
 * check:deploy: a company or partnership without the representative the legal
 * notice must name (§ 5 (1) Nr. 1 DDG), or, unless it is a GbR outside the
 * register, without its register entry (§ 5 (1) Nr. 4 DDG).
 */
export function operatorProblems(values) {
  const problems = [];
  const form = companyForm(values);
  if (form) {
    if (!given(values, "VITE_OPERATOR_REPRESENTATIVE")) {
      problems.push(
        `  VITE_OPERATOR_REPRESENTATIVE: the operator is a company (${form}); name who represents it (§ 5 (1) Nr. 1 DDG)`,
      );
    }
    if (!unregisteredForm.test(form) && !given(values, "VITE_OPERATOR_REGISTER")) {
      problems.push(
        `  VITE_OPERATOR_REGISTER: the operator is a company (${form}); give its register and register number (§ 5 (1) Nr. 4 DDG)`,
      );
    }
  }
  return problems;
}

/** Every processor value set and in its format; where a deletion endpoint is set, who runs it. */
export function processorProblems(values, env = {}) {
  const problems = [];
  for (const { name } of processorRoles) {
    if (!values[name]?.startsWith("[")) problems.push(...processorValueProblems(name, values[name]));
  }
  if (given(env, "VITE_DELETION_ENDPOINT")) {
    if (!given(values, deletionProcessor.name)) {
      problems.push(
        `  ${deletionProcessor.name}: VITE_DELETION_ENDPOINT is set, so the privacy policy must name who receives its requests`,
      );
    } else problems.push(...processorValueProblems(deletionProcessor.name, values[deletionProcessor.name]));
  }
  const days = values.VITE_SERVER_LOG_RETENTION_DAYS;
  if (!days.startsWith("[") && !/^[1-9]\d{0,3}$/.test(days)) {
    problems.push(`  VITE_SERVER_LOG_RETENTION_DAYS: "${days}" is not a whole number of days (e.g. 7)`);
  }
  return problems;
}

/**
 * Values a German page shows as they are written (the legal notice, the privacy policy): each must
 * read right in German too, so it is written as the register, the authority or the person writes it
 * in Germany ("GmbH", "München", "Geschäftsführer"), never as an English description.
 */
const shownAsWritten = [
  "VITE_LEGAL_FORM",
  "VITE_OPERATOR_STREET",
  "VITE_OPERATOR_CITY",
  "VITE_CONTENT_RESPONSIBLE_ADDRESS",
  "VITE_OPERATOR_REPRESENTATIVE",
  "VITE_OPERATOR_REGISTER",
  "VITE_SUPERVISORY_AUTHORITY",
  "VITE_SUPERVISORY_AUTHORITY_ADDRESS",
  "VITE_DATA_PROTECTION_OFFICER",
];

/**
 * English words that give a value away on a German page: function words, the words of legal forms,
 * roles, courts and addresses, and the English names of German-speaking places. Not a dictionary:
 * enough to catch a value written in English, which the README asks nobody to write.
 */
const englishWords =
  /\b(the|of|and|for|by|with|none|days?|weeks?|months?|limited|liability|company|partnership|corporation|sole trader|merchant|registered|managing|directors?|officer|commissioner|authority|office|state|local court|district court|commercial register|street|road|floor|Germany|Austria|Switzerland|Bavaria|Munich|Cologne|Nuremberg|Vienna|Zurich|Hanover)\b/i;

/**
 * Where a German page would show English, one line each: a value above written in English, or
 * terms governed by a law configured in English alone (VITE_GOVERNING_LAW without
 * VITE_GOVERNING_LAW_DE). The officer's "none" is a keyword each page words itself.
 */
export function germanPageProblems(values, env = {}) {
  const problems = [];
  for (const name of shownAsWritten) {
    const value = given(values, name);
    if (
      !value ||
      value.startsWith("[") ||
      (name === "VITE_DATA_PROTECTION_OFFICER" && hasNoDataProtectionOfficer(value))
    )
      continue;
    const word = englishWords.exec(value)?.[0];
    if (word) {
      problems.push(
        `  ${name}: "${value}" reads as English ("${word}"); German pages show it as written: write it as it is written in Germany`,
      );
    }
  }
  if (given(env, "VITE_GOVERNING_LAW") && !given(env, "VITE_GOVERNING_LAW_DE")) {
    problems.push(
      '  VITE_GOVERNING_LAW_DE: VITE_GOVERNING_LAW is set, so German terms need the same law in German ("Für diese Bedingungen gilt ...")',
    );
  }
  return problems;
}
