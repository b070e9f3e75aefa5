// @vitest-environment jsdom
/**
 * The legal pages name the operator and the age rule from configuration only
 * (decisions.md, "The operator"): rendered with another operator's values, or
 * another minimum age, they show those values and nothing hard-coded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { evaluate } from "@mdx-js/mdx";
import { render } from "@testing-library/react";
import * as runtime from "react/jsx-runtime";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { parse as parseYaml } from "yaml";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Constants from "~/config/constants";
import rehypeContentTable from "../../src/lib/rehype-content-table";
import { revealSupportEmail } from "../../src/scripts/support-email";

const slugs = ["legal-notice", "privacy-policy", "terms-of-service"] as const;
type Slug = (typeof slugs)[number];

/** An operator nobody would mistake for the defaults. */
const operator = {
  VITE_LEGAL_NAME: "Example Trips GmbH",
  VITE_LEGAL_FORM: "limited liability company (GmbH)",
  VITE_OPERATOR_STREET: "Musterstraße 1",
  VITE_OPERATOR_CITY: "12345 Musterstadt",
  VITE_OPERATOR_COUNTRY: "Federal Republic of Germany",
  VITE_OPERATOR_PHONE: "+49 30 1234 567",
  VITE_OPERATOR_REPRESENTATIVE: "Max Mustermann, managing director",
  VITE_OPERATOR_REGISTER: "Amtsgericht Musterstadt, HRB 12345",
  VITE_OPERATOR_VAT_ID: "DE123456789",
  VITE_OPERATOR_ECONOMIC_ID: "DE987654321-00001",
  VITE_CONTENT_RESPONSIBLE: "Erika Mustermann",
  VITE_CONTENT_RESPONSIBLE_ADDRESS: "Beispielweg 2, 54321 Beispielstadt",
  VITE_SUPERVISORY_AUTHORITY: "Landesamt für Beispiel-Datenschutz",
  VITE_SUPERVISORY_AUTHORITY_ADDRESS: "Aufsichtsweg 7, 99999 Aufsichtsstadt",
  VITE_DATA_PROTECTION_OFFICER: "Dr. Datenschutz, dsb@example.com",
  VITE_SERVER_LOG_RETENTION_DAYS: "9",
  VITE_PROCESSORS_HOSTING: "Beispiel Hosting GmbH | DE | eea",
  VITE_PROCESSORS_EMAIL: "Example Mail Inc. | US | dpf; Beispiel Post AG | AT | eea",
  VITE_PROCESSORS_AI: "Example AI Ltd | GB | adequacy",
  VITE_PROCESSORS_PUSH: "Example Push Pte. Ltd. | SG | scc",
};
/** What only the privacy policy names. */
const privacyOnly = [
  "VITE_SUPERVISORY_AUTHORITY",
  "VITE_SUPERVISORY_AUTHORITY_ADDRESS",
  "VITE_DATA_PROTECTION_OFFICER",
] as const;

/** Values only the privacy policy shows, and not as written: the log retention in days, the processors. */
const isPrivacyPolicyValue = (name: string) => name.startsWith("VITE_PROCESSORS_") || name.endsWith("_DAYS");

function clearOperatorEnv() {
  for (const name of Object.keys(operator)) vi.stubEnv(name, "");
}

/** A legal page's source: its English file, or its German one (`<slug>.de.mdx`). */
function sourceOf(slug: Slug, locale: "en" | "de" = "en") {
  const file = readFileSync(join(import.meta.dirname, "legal", `${slug}${locale === "en" ? "" : ".de"}.mdx`), "utf8");
  const [, frontmatter = "", body = file] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(file) ?? [];
  return { frontmatter: parseYaml(frontmatter) as Record<string, unknown>, body };
}

/**
 * The page's text as a reader sees it: its MDX compiled with the site's Markdown plugins
 * (astro.config.ts, `markdown`), rendered at `path` with the components the site's content view
 * gives it (src/components/content/content-components.tsx), the support address revealed as the
 * site script reveals it.
 */
async function renderAt(body: string, path: string) {
  // The components from the same module instances as the configuration (modules reset before each test).
  const { contentComponents } = await import("../../src/components/content/content-components");
  const { pageOf } = await import("~/lib/page");
  const { default: Page } = await evaluate(body, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeSlug, rehypeContentTable],
  });
  const view = render(<Page components={contentComponents(pageOf(path), null)} />);
  revealSupportEmail(view.container);
  const text = (view.container.textContent ?? "").replace(/\s+/g, " ");
  return { view, text };
}

const renderPage = (slug: Slug) => renderAt(sourceOf(slug).body, `/${slug}`);

/** The processors table's body rows, cell texts, found by its first column's header. */
function processorRows(container: HTMLElement): string[][] {
  const table = [...container.querySelectorAll("table")].find((candidate) =>
    /^(Processor|Auftragsverarbeiter)$/.test(candidate.querySelector("th")?.textContent ?? ""),
  );
  expect(table, "the processors table").toBeDefined();
  return [...table!.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? ""),
  );
}

beforeEach(() => {
  // Configuration is read when site.ts loads: every test loads it afresh with its own environment.
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock("~/config/constants");
});

describe("with a configured operator", () => {
  beforeEach(() => {
    for (const [name, value] of Object.entries(operator)) vi.stubEnv(name, value);
  });

  it("the legal notice shows every operator value", async () => {
    const { view, text } = await renderPage("legal-notice");
    for (const [name, value] of Object.entries(operator)) {
      if (!(privacyOnly as readonly string[]).includes(name) && !isPrivacyPolicyValue(name)) {
        expect(text, name).toContain(value);
      }
    }
    expect(text).toContain(`Wirtschafts-Identifikationsnummer`);
    expect(text).toContain("§ 5 DDG");
    const phone = view.getByRole("link", { name: operator.VITE_OPERATOR_PHONE });
    expect(phone.getAttribute("href")).toBe("tel:+49301234567");
    expect(view.getByRole("link", { name: /^support@/ }).getAttribute("href")).toMatch(/^mailto:support@/);
    expect(text).toContain(`Responsible for the content`);
    expect(text).not.toMatch(/not set\]/);
  });

  it("the privacy policy names the controller from configuration and links to the legal notice", async () => {
    const { view, text } = await renderPage("privacy-policy");
    for (const name of [
      "VITE_LEGAL_NAME",
      "VITE_LEGAL_FORM",
      "VITE_OPERATOR_STREET",
      "VITE_OPERATOR_CITY",
      "VITE_OPERATOR_COUNTRY",
      "VITE_OPERATOR_PHONE",
      ...privacyOnly,
    ] as const) {
      expect(text, name).toContain(operator[name]);
    }
    // The authority by name and address, the officer with their contact, and nothing said twice.
    expect(text).toContain(`${operator.VITE_SUPERVISORY_AUTHORITY}, ${operator.VITE_SUPERVISORY_AUTHORITY_ADDRESS}`);
    expect(text).not.toMatch(/not required to appoint/);
    expect(view.getAllByRole("link", { name: "legal notice" })[0]?.getAttribute("href")).toBe("/legal-notice");
    expect(text).toContain("9 days, then deleted");
    expect(text).not.toMatch(/not set\]/);
  });

  it("the privacy policy names each processor with what it does, its country and its safeguard", async () => {
    const { view } = await renderPage("privacy-policy");
    const rows = processorRows(view.container);
    expect(rows).toEqual([
      [
        "Beispiel Hosting GmbH",
        "Hosts and delivers the website and the app, and stores the app's data",
        "Germany",
        "No transfer: within the EEA, the GDPR applies directly",
      ],
      [
        "Example Mail Inc.",
        "Carries your messages to us, our replies and account e-mails",
        "United States",
        expect.stringContaining("EU-U.S. Data Privacy Framework"),
      ],
      [
        "Beispiel Post AG",
        "Carries your messages to us, our replies and account e-mails",
        "Austria",
        expect.stringContaining("within the EEA"),
      ],
      [
        "Example AI Ltd",
        "Runs the app's AI features",
        "United Kingdom",
        "A Commission adequacy decision for this country (Article 45 GDPR)",
      ],
      [
        "Example Push Pte. Ltd.",
        "Sends the app's notifications to your phone's push service",
        "Singapore",
        expect.stringContaining("standard contractual clauses"),
      ],
    ]);
  });

  it("with a deletion endpoint, the privacy policy names who receives its requests", async () => {
    vi.stubEnv("VITE_DELETION_ENDPOINT", "https://api.example.com/deletion-requests");
    vi.stubEnv("VITE_PROCESSORS_DELETION", "Beispiel Hosting GmbH | DE | eea");
    const { view } = await renderPage("privacy-policy");
    expect(processorRows(view.container).at(-1)).toEqual([
      "Beispiel Hosting GmbH",
      "Receives the deletion requests sent from the account-deletion page",
      "Germany",
      expect.stringContaining("within the EEA"),
    ]);
  });

  it("the terms name the configured operator as the other party", async () => {
    const { text } = await renderPage("terms-of-service");
    expect(text).toContain(`the agreement between you and ${operator.VITE_LEGAL_NAME}`);
    expect(text).toContain("These terms are governed by the laws of Germany.");
  });
});

it("the privacy policy says no data protection officer is required where the operator configures none", async () => {
  vi.resetModules();
  for (const [name, value] of Object.entries(operator)) vi.stubEnv(name, value);
  vi.stubEnv("VITE_DATA_PROTECTION_OFFICER", "none");
  const { text } = await renderPage("privacy-policy");
  expect(text).toMatch(/not required to appoint a data protection officer \(§ 38 BDSG\)/);
  expect(text).not.toContain("our data protection officer");
});

describe("on a fresh clone", () => {
  beforeEach(clearOperatorEnv);

  it("the legal notice shows visible placeholders and leaves out what only some operators have", async () => {
    const { text } = await renderPage("legal-notice");
    for (const placeholder of [
      "[Operator legal form not set]",
      "[Operator street address not set]",
      "[Operator postcode and city not set]",
      "[Operator phone number not set]",
      "[Person responsible for content not set]",
    ]) {
      expect(text).toContain(placeholder);
    }
    expect(text).not.toContain("Register entry");
    expect(text).not.toContain("VAT identification number");
    expect(text).not.toContain("Represented by");
    // The responsible person's address is the operator's unless set.
    expect(text).toContain(
      "[Person responsible for content not set], [Operator street address not set], [Operator postcode and city not set], Germany",
    );
  });
});

describe("the age rule", () => {
  beforeEach(clearOperatorEnv);

  it("comes from its one configuration value on the terms and the privacy policy", async () => {
    vi.doMock("~/config/constants", async (importOriginal) => ({
      ...(await importOriginal<typeof Constants>()),
      minimumAge: 19,
    }));
    for (const slug of ["terms-of-service", "privacy-policy"] as const) {
      const { text } = await renderPage(slug);
      expect(text, slug).toContain("at least 19 years old");
      expect(text, slug).toContain("someone under 19");
      expect(text, slug).not.toMatch(/\b16 years|under 16\b|Under 16\b/);
    }
  });
});

it("no legal page writes the product or operator name in its text: tags read it from configuration", () => {
  for (const slug of slugs) {
    const { body } = sourceOf(slug);
    // (Storage keys such as `wayfellow_traffic_source` are code, in lower case.)
    expect(body, slug).not.toMatch(/Wayfellow/);
  }
});

/**
 * The German versions (written, not translated: the German one is binding), rendered as their
 * German pages are, so a broken tag or a missing operator value fails here, and their front
 * matter checked against the English page's.
 */
const germanSlugs: Record<Slug, string> = {
  "legal-notice": "impressum",
  "privacy-policy": "datenschutz",
  "terms-of-service": "nutzungsbedingungen",
};

async function renderGerman(slug: Slug) {
  const { frontmatter, body } = sourceOf(slug, "de");
  return { frontmatter, ...(await renderAt(body, `/de/${germanSlugs[slug]}`)) };
}

describe("the German versions", () => {
  beforeEach(() => {
    for (const [name, value] of Object.entries(operator)) vi.stubEnv(name, value);
    vi.stubEnv("VITE_OPERATOR_COUNTRY", "");
  });

  it("follow the English revision, share its date, and carry their German slug", async () => {
    const { legalSchema } = await import("./schemas");
    const schema = legalSchema.extend({
      sourceRevised: legalSchema.shape.revised,
      slug: legalSchema.shape.title,
    });
    for (const slug of slugs) {
      const english = sourceOf(slug).frontmatter;
      const { frontmatter } = sourceOf(slug, "de");
      const data = schema.parse(frontmatter);
      expect(data.sourceRevised, slug).toBe(english.revised);
      expect(data.revised, slug).toBe(english.revised);
      expect(data.published, slug).toBe(english.published);
      expect(data.slug, slug).toBe(germanSlugs[slug]);
    }
  });

  it("the Impressum cites § 5 DDG and shows every operator value with German labels", async () => {
    const { text } = await renderGerman("legal-notice");
    for (const [name, value] of Object.entries(operator)) {
      // The decided default country is written in German (below); a configured one as configured.
      if (
        name === "VITE_OPERATOR_COUNTRY" ||
        (privacyOnly as readonly string[]).includes(name) ||
        isPrivacyPolicyValue(name)
      ) {
        continue;
      }
      expect(text, name).toContain(value);
    }
    for (const label of [
      "§ 5 DDG",
      "§ 18 Abs. 2",
      "Vertreten durch",
      "Registereintrag",
      "Wirtschafts-Identifikationsnummer",
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("Deutschland");
    expect(text).not.toMatch(/Represented by|Register entry|Germany|not set\]/);
    expect(text).toContain("verbindliche");
  });

  it("the Datenschutzerklärung names the authority and the officer from configuration", async () => {
    const { text } = await renderGerman("privacy-policy");
    for (const name of ["VITE_LEGAL_NAME", "VITE_OPERATOR_STREET", ...privacyOnly] as const) {
      expect(text, name).toContain(operator[name]);
    }
    expect(text).toContain(`${operator.VITE_SUPERVISORY_AUTHORITY}, ${operator.VITE_SUPERVISORY_AUTHORITY_ADDRESS}`);
    for (const term of [
      "Verantwortlicher",
      "Auftragsverarbeiter",
      "Rechtsgrundlage",
      "Widerspruchsrecht",
      "Aufsichtsbehörde",
      "Art. 6 Abs. 1 lit. a DSGVO",
      "10. Juli 2023",
      "Zwei Jahre nach deinem letzten Besuch",
    ]) {
      expect(text).toContain(term);
    }
    expect(text).not.toMatch(/prevails|not set\]/);
  });

  it("the Datenschutzerklärung words the log retention and the processors in German", async () => {
    const { view, text } = await renderGerman("privacy-policy");
    expect(text).toContain("9 Tage, dann gelöscht");
    const rows = processorRows(view.container);
    expect(rows.map(([name, , country]) => [name, country])).toEqual([
      ["Beispiel Hosting GmbH", "Deutschland"],
      ["Example Mail Inc.", "Vereinigte Staaten"],
      ["Beispiel Post AG", "Österreich"],
      ["Example AI Ltd", "Vereinigtes Königreich"],
      ["Example Push Pte. Ltd.", "Singapur"],
    ]);
    expect(rows[0]?.[3]).toBe("Keine Übermittlung: Im EWR gilt die DSGVO unmittelbar");
    expect(rows[1]?.[3]).toContain("EU-US Data Privacy Framework");
    expect(rows[4]?.[3]).toContain("Standardvertragsklauseln");
    expect(text).not.toMatch(/\b(days|Germany|United States|standard contractual)\b/);
  });

  it("show no governing law configured in English alone, only its German form", async () => {
    vi.stubEnv("VITE_GOVERNING_LAW", "the laws of Austria");
    const english = await renderGerman("terms-of-service");
    expect(english.text).not.toContain("the laws of Austria");
    expect(english.text).toContain("Für diese Bedingungen gilt [VITE_GOVERNING_LAW_DE not set].");
    vi.resetModules();
    vi.stubEnv("VITE_GOVERNING_LAW_DE", "österreichisches Recht");
    const german = await renderGerman("terms-of-service");
    expect(german.text).toContain("Für diese Bedingungen gilt österreichisches Recht.");
  });

  it("the Nutzungsbedingungen state the governing law in German", async () => {
    const { text } = await renderGerman("terms-of-service");
    expect(text).toContain("Für diese Bedingungen gilt deutsches Recht.");
    expect(text).toContain(`der Vertrag zwischen dir und ${operator.VITE_LEGAL_NAME}`);
    expect(text).not.toMatch(/the laws of|prevails/);
  });
});
