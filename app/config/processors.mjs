/**
 * The processors the privacy policy names (decisions.md, "Legal pages invent no vendor"; art. 13 (1)
 * (e), (f) GDPR): deployment values, one per role, each naming one provider or several, separated
 * by ";", every provider written as
 *
 *   name | country | safeguard
 *
 * e.g. `Example Hosting GmbH | DE | eea` or `Example Mail Inc. | US | dpf`. The country is its
 * ISO 3166 two-letter code, so each page names it in its own language; the safeguard is one of the
 * keywords below, so each page states it in its own words. Plain JavaScript: check:deploy (Node) and
 * the privacy policy's table (app/components/content/processor-table.tsx) read the same rules.
 */

/** The roles, in the order the privacy policy lists them: each a deployment value. */
export const processorRoles = [
  {
    role: "hosting",
    name: "VITE_PROCESSORS_HOSTING",
    label: "hosting and content delivery (website and app)",
    placeholder: "Hosting processor",
  },
  {
    role: "email",
    name: "VITE_PROCESSORS_EMAIL",
    label: "e-mail (support and account e-mails)",
    placeholder: "E-mail processor",
  },
  { role: "ai", name: "VITE_PROCESSORS_AI", label: "the app's AI features", placeholder: "AI processor" },
  {
    role: "push",
    name: "VITE_PROCESSORS_PUSH",
    label: "push notifications (the service that sends them for us)",
    placeholder: "Push processor",
  },
];

/** Where a deletion endpoint is set (VITE_DELETION_ENDPOINT), who receives what its form sends. */
export const deletionProcessor = {
  role: "deletion",
  name: "VITE_PROCESSORS_DELETION",
  label: "the deletion endpoint (VITE_DELETION_ENDPOINT): who runs it",
};

/**
 * How a transfer is protected:
 * - eea: the provider processes in the EEA, where the GDPR applies directly (no transfer);
 * - adequacy: a Commission adequacy decision covers the country (art. 45 GDPR);
 * - dpf: a US provider certified under the EU-U.S. Data Privacy Framework (art. 45 GDPR);
 * - scc: the Commission's standard contractual clauses in the processing agreement (art. 46 (2) (c)).
 */
export const safeguards = ["eea", "adequacy", "dpf", "scc"];

/** The EEA: the 27 member states of the EU, Iceland, Liechtenstein and Norway. */
export const eeaCountries = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO".split(" "),
);

/**
 * The providers a value names: name, country code and safeguard, as written. A value that is not
 * in the format (a placeholder, say) comes back as one provider with that text as its name and
 * neither country nor safeguard, so a page shows it as it is; check:deploy refuses it.
 */
export function parseProcessors(value) {
  return String(value ?? "")
    .split(";")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split("|").map((part) => part.trim());
      if (parts.length !== 3) return { name: entry, country: "", safeguard: "" };
      const [name, country, safeguard] = parts;
      return { name, country: country.toUpperCase(), safeguard: safeguard.toLowerCase() };
    });
}

/** What is wrong with one role's value, a line each, or nothing. */
export function processorValueProblems(name, value) {
  const providers = parseProcessors(value);
  if (providers.length === 0) return [`  ${name}: name at least one provider`];
  const problems = [];
  for (const { name: provider, country, safeguard } of providers) {
    const say = (what) => problems.push(`  ${name}: "${provider}": ${what}`);
    if (!country && !safeguard) {
      say('write each provider as "name | country | safeguard", e.g. "Example Hosting GmbH | DE | eea"');
      continue;
    }
    if (!provider) say("its name is missing");
    if (!/^[A-Z]{2}$/.test(country)) say(`"${country}" is not a two-letter country code (ISO 3166, e.g. DE, IE, US)`);
    if (!safeguards.includes(safeguard)) say(`"${safeguard}" is not one of ${safeguards.join(", ")}`);
    else if (safeguard === "eea" && !eeaCountries.has(country))
      say(`${country} is outside the EEA: name the safeguard`);
    else if (safeguard === "dpf" && country !== "US") say("the Data Privacy Framework covers US providers only");
    else if (safeguard !== "eea" && eeaCountries.has(country)) say(`${country} is in the EEA: its safeguard is "eea"`);
  }
  return problems;
}
