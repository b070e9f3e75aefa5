/**
 * `npm run check:deploy` refuses a production build that still uses
 * placeholders, the operator's included: real store ids alone are not enough.
 * Runs the script as a deploy would, against a folder of .env files.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deployValues } from "../app/config/deploy-values.mjs";

const script = join(import.meta.dirname, "check-deploy.mjs");
const operatorNames = new Set([
  "VITE_LEGAL_NAME",
  "VITE_LEGAL_FORM",
  "VITE_OPERATOR_STREET",
  "VITE_OPERATOR_CITY",
  "VITE_OPERATOR_PHONE",
  "VITE_CONTENT_RESPONSIBLE",
  "VITE_SUPERVISORY_AUTHORITY",
  "VITE_SUPERVISORY_AUTHORITY_ADDRESS",
  "VITE_DATA_PROTECTION_OFFICER",
  "VITE_SERVER_LOG_RETENTION_DAYS",
]);
const processorNames = new Set([
  "VITE_PROCESSORS_HOSTING",
  "VITE_PROCESSORS_EMAIL",
  "VITE_PROCESSORS_AI",
  "VITE_PROCESSORS_PUSH",
]);

/** Realistic values for every app id, store link and profile (none of them real). */
const appValues: Record<string, string> = {
  VITE_APP_STORE_ID: "1234567890",
  VITE_APP_STORE_URL: "https://apps.apple.com/app/id1234567890",
  VITE_APP_STORE_PROVIDER_TOKEN: "123456789",
  VITE_APPLE_TEAM_ID: "ABCDE12345",
  VITE_ANDROID_CERT_FINGERPRINTS: Array.from({ length: 32 }, () => "AB").join(":"),
  VITE_PLAY_STORE_URL: "https://play.google.com/store/apps/details?id=app.wayfellow",
  VITE_TIKTOK_URL: "https://www.tiktok.com/@example",
  VITE_INSTAGRAM_URL: "https://www.instagram.com/example",
  VITE_LINKEDIN_URL: "https://www.linkedin.com/company/example",
};
const operatorValues: Record<string, string> = {
  VITE_LEGAL_NAME: "Example Trips GmbH",
  VITE_LEGAL_FORM: "GmbH",
  VITE_OPERATOR_STREET: "Musterstraße 1",
  VITE_OPERATOR_CITY: "12345 Musterstadt",
  VITE_OPERATOR_PHONE: "+49 30 1234567",
  VITE_CONTENT_RESPONSIBLE: "Erika Mustermann",
  VITE_SUPERVISORY_AUTHORITY: "Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)",
  VITE_SUPERVISORY_AUTHORITY_ADDRESS: "Promenade 18, 91522 Ansbach",
  VITE_DATA_PROTECTION_OFFICER: "none",
  VITE_SERVER_LOG_RETENTION_DAYS: "7",
};
/** The processors the privacy policies name: name | country | safeguard (app/config/processors.mjs). */
const processorValues: Record<string, string> = {
  VITE_PROCESSORS_HOSTING: "Beispiel Hosting GmbH | DE | eea",
  VITE_PROCESSORS_EMAIL: "Example Mail Inc. | US | dpf; Beispiel Post AG | AT | eea",
  VITE_PROCESSORS_AI: "Example AI Ltd | GB | adequacy",
  VITE_PROCESSORS_PUSH: "Example Push Pte. Ltd. | SG | scc",
};
/** What a company's legal notice names besides the values every operator sets (§ 5 (1) Nr. 1 and 4 DDG). */
const companyValues: Record<string, string> = {
  VITE_OPERATOR_REPRESENTATIVE: "Max Mustermann (Geschäftsführer)",
  VITE_OPERATOR_REGISTER: "Amtsgericht München, HRB 123456",
};
/** A sole trader: no register entry, no representative. */
const soleTrader: Record<string, string> = {
  ...operatorValues,
  VITE_LEGAL_NAME: "Erika Mustermann",
  VITE_LEGAL_FORM: "Einzelunternehmen",
};

/** Every value a company operator sets: check:deploy passes it. */
const everyValue = { ...appValues, ...operatorValues, ...processorValues, ...companyValues };

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function checkDeploy(values: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "wayfellow-check-deploy-"));
  dirs.push(dir);
  writeFileSync(
    join(dir, ".env.production"),
    Object.entries(values)
      .map(([name, value]) => `${name}="${value}"`)
      .join("\n"),
  );
  // Only the .env folder speaks: no VITE_* value of the machine running the test.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")));
  return spawnSync(process.execPath, [script], {
    env: { ...env, WAYFELLOW_ENV_DIR: dir },
    encoding: "utf8",
  });
}

describe("check:deploy", () => {
  it("the test covers every app value and every operator value", () => {
    expect(
      new Set([...Object.keys(appValues), ...Object.keys(operatorValues), ...Object.keys(processorValues)]),
    ).toEqual(new Set(deployValues.map((value) => value.name)));
    expect(new Set(Object.keys(operatorValues))).toEqual(operatorNames);
    expect(new Set(Object.keys(processorValues))).toEqual(processorNames);
  });

  it("refuses a build whose operator values are placeholders, even with every app id real", () => {
    const run = checkDeploy(appValues);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${operatorNames.size + processorNames.size} value(s) are still placeholders`);
    for (const name of [...operatorNames, ...processorNames]) expect(run.stderr).toContain(name);
    for (const name of Object.keys(appValues)) expect(run.stderr).not.toContain(`${name}:`);
  });

  it("refuses a build with a single operator value missing", () => {
    const { VITE_OPERATOR_PHONE: _phone, ...rest } = operatorValues;
    const run = checkDeploy({ ...appValues, ...rest, ...processorValues });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("VITE_OPERATOR_PHONE");
  });

  it("refuses a build whose supervisory authority is unset, naming the value", () => {
    const { VITE_SUPERVISORY_AUTHORITY: _authority, ...rest } = operatorValues;
    const run = checkDeploy({ ...appValues, ...rest, ...processorValues, ...companyValues });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("1 value(s) are still placeholders");
    expect(run.stderr).toContain("VITE_SUPERVISORY_AUTHORITY: Data protection supervisory authority");
  });

  it("refuses a company without its representative or its register entry", () => {
    for (const missing of Object.keys(companyValues)) {
      const { [missing]: _missing, ...company } = companyValues;
      const run = checkDeploy({ ...appValues, ...operatorValues, ...processorValues, ...company });
      expect(run.status, missing).toBe(1);
      expect(run.stderr).toContain(`${missing}: the operator is a company (GmbH)`);
      expect(run.stderr).not.toContain("still placeholders");
    }
  });

  it("recognises a company by the legal form or the legal name, German or English", () => {
    for (const [form, name] of [
      ["Unternehmergesellschaft (haftungsbeschränkt)", "Example Trips UG (haftungsbeschränkt)"],
      ["limited partnership", "Example Trips"],
      ["eingetragener Kaufmann", "Example Trips e.K."],
      ["[anything]", "Example Trips OHG"],
      ["stock corporation", "Example Trips AG"],
    ]) {
      const run = checkDeploy({
        ...appValues,
        ...operatorValues,
        ...processorValues,
        VITE_LEGAL_FORM: form!,
        VITE_LEGAL_NAME: name!,
      });
      expect(run.status, `${form} / ${name}`).toBe(1);
      expect(run.stderr).toContain("VITE_OPERATOR_REPRESENTATIVE");
      expect(run.stderr).toContain("VITE_OPERATOR_REGISTER");
    }
  });

  it("refuses a GbR without its representative, and asks no register entry of a GbR outside the register", () => {
    for (const [form, name] of [
      ["GbR", "Example Trips"],
      ["[anything]", "Example Trips GbR"],
      ["Gesellschaft bürgerlichen Rechts", "Example Trips"],
    ]) {
      const gbr = {
        ...appValues,
        ...operatorValues,
        ...processorValues,
        VITE_LEGAL_FORM: form!,
        VITE_LEGAL_NAME: name!,
      };
      const run = checkDeploy(gbr);
      expect(run.status, `${form} / ${name}`).toBe(1);
      expect(run.stderr).toContain("VITE_OPERATOR_REPRESENTATIVE: the operator is a company");
      expect(run.stderr).not.toContain("VITE_OPERATOR_REGISTER");
      expect(run.stderr).not.toContain("still placeholders");
      const represented = checkDeploy({
        ...gbr,
        VITE_OPERATOR_REPRESENTATIVE: "Erika und Max Mustermann (Gesellschafter)",
      });
      expect(represented.stderr, `${form} / ${name}`).toBe("");
      expect(represented.status).toBe(0);
    }
  });

  it("recognises an eGbR and a PartGmbB, German or English, and asks their register entry too", () => {
    for (const [form, name, recognised] of [
      ["eGbR", "Example Trips", "eGbR"],
      ["[anything]", "Example Trips eGbR", "eGbR"],
      [
        "eingetragene Gesellschaft bürgerlichen Rechts",
        "Example Trips",
        "eingetragene Gesellschaft bürgerlichen Rechts",
      ],
      ["registered civil law partnership", "Example Trips", "registered civil law partnership"],
      ["PartGmbB", "Example Trips", "PartGmbB"],
      ["[anything]", "Mustermann & Partner PartGmbB", "PartGmbB"],
      ["Partnerschaftsgesellschaft mit beschränkter Berufshaftung", "Example Trips", "Partnerschaftsgesellschaft"],
      ["partnership company with limited professional liability", "Example Trips", "partnership company"],
    ]) {
      const run = checkDeploy({
        ...appValues,
        ...operatorValues,
        ...processorValues,
        VITE_LEGAL_FORM: form!,
        VITE_LEGAL_NAME: name!,
      });
      expect(run.status, `${form} / ${name}`).toBe(1);
      expect(run.stderr).toContain(`VITE_OPERATOR_REPRESENTATIVE: the operator is a company (${recognised})`);
      expect(run.stderr).toContain(`VITE_OPERATOR_REGISTER: the operator is a company (${recognised})`);
    }
  });

  it("recognises a GbR written in English, and refuses the English form, which German pages would show", () => {
    const run = checkDeploy({
      ...appValues,
      ...operatorValues,
      ...processorValues,
      VITE_LEGAL_FORM: "civil law partnership",
      VITE_OPERATOR_REPRESENTATIVE: "Erika und Max Mustermann (Gesellschafter)",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).not.toContain("VITE_OPERATOR_REPRESENTATIVE");
    expect(run.stderr).toContain('VITE_LEGAL_FORM: "civil law partnership" reads as English');
  });

  it("refuses each value a German page shows as written when it is written in English, naming it", () => {
    for (const [name, value] of [
      ["VITE_LEGAL_FORM", "limited liability company"],
      ["VITE_OPERATOR_CITY", "80331 Munich"],
      ["VITE_SUPERVISORY_AUTHORITY_ADDRESS", "Promenade 18, 91522 Ansbach, Germany"],
      ["VITE_OPERATOR_REPRESENTATIVE", "Max Mustermann, managing director"],
      ["VITE_OPERATOR_REGISTER", "Local Court of Munich, HRB 123456"],
      ["VITE_DATA_PROTECTION_OFFICER", "Our data protection officer, dpo@example.com"],
    ] as const) {
      const run = checkDeploy({ ...appValues, ...operatorValues, ...processorValues, ...companyValues, [name]: value });
      expect(run.status, name).toBe(1);
      expect(run.stderr).toContain("German pages would show English");
      expect(run.stderr).toContain(`${name}: "${value}" reads as English`);
    }
  });

  it("refuses a governing law configured in English alone, and passes it with its German form", () => {
    const english = { ...everyValue, VITE_GOVERNING_LAW: "the laws of Austria" };
    const run = checkDeploy(english);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("VITE_GOVERNING_LAW_DE: VITE_GOVERNING_LAW is set");
    const both = checkDeploy({ ...english, VITE_GOVERNING_LAW_DE: "österreichisches Recht" });
    expect(both.stderr).toBe("");
    expect(both.status).toBe(0);
  });

  it("refuses a log retention that is not a whole number of days", () => {
    const run = checkDeploy({ ...everyValue, VITE_SERVER_LOG_RETENTION_DAYS: "7 days" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('VITE_SERVER_LOG_RETENTION_DAYS: "7 days" is not a whole number of days');
  });

  it("refuses a processor that is missing, not in the format, or whose safeguard does not fit its country", () => {
    const { VITE_PROCESSORS_AI: _ai, ...withoutAi } = processorValues;
    const missing = checkDeploy({ ...appValues, ...operatorValues, ...withoutAi });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("1 value(s) are still placeholders");
    expect(missing.stderr).toContain("VITE_PROCESSORS_AI: Processors for the app's AI features");
    for (const [value, problem] of [
      ["Example AI Inc.", 'write each provider as "name | country | safeguard"'],
      ["Example AI Inc. | USA | dpf", '"USA" is not a two-letter country code'],
      ["Example AI Inc. | US | consent", '"consent" is not one of eea, adequacy, dpf, scc'],
      ["Example AI Inc. | US | eea", "US is outside the EEA: name the safeguard"],
      ["Example AI Ltd | GB | dpf", "the Data Privacy Framework covers US providers only"],
      ["Beispiel KI GmbH | DE | scc", 'DE is in the EEA: its safeguard is "eea"'],
      ["Beispiel KI GmbH | DE | eea; Example AI Inc.", 'VITE_PROCESSORS_AI: "Example AI Inc.": write each provider'],
    ]) {
      const run = checkDeploy({ ...everyValue, VITE_PROCESSORS_AI: value! });
      expect(run.status, value).toBe(1);
      expect(run.stderr, value).toContain("names each processor with its country and safeguard");
      expect(run.stderr, value).toContain(problem);
    }
  });

  it("requires who runs the deletion endpoint once one is set", () => {
    const withEndpoint = { ...everyValue, VITE_DELETION_ENDPOINT: "https://api.example.com/deletion-requests" };
    const run = checkDeploy(withEndpoint);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("VITE_PROCESSORS_DELETION: VITE_DELETION_ENDPOINT is set");
    const named = checkDeploy({ ...withEndpoint, VITE_PROCESSORS_DELETION: "Beispiel Hosting GmbH | DE | eea" });
    expect(named.stderr).toBe("");
    expect(named.status).toBe(0);
  });

  it("passes a company once its representative and register entry are set", () => {
    const run = checkDeploy({ ...appValues, ...operatorValues, ...processorValues, ...companyValues });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("every deployment value is set");
  });

  it("passes a sole trader with every value set: the optional operator values may stay unset", () => {
    const run = checkDeploy({ ...appValues, ...soleTrader, ...processorValues });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("every deployment value is set");
  });
});

describe("check:deploy with Google Analytics on", () => {
  it("prints the checklist of the property's own settings the code cannot enforce", () => {
    const run = checkDeploy({ ...everyValue, VITE_GA_MEASUREMENT_ID: "G-TEST12345" });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Google Analytics is on (G-TEST12345)");
    const items = run.stdout.split("\n").filter((line) => line.trimStart().startsWith("[ ]"));
    expect(items).toHaveLength(5);
    for (const [index, setting] of [
      /Enhanced measurement OFF/,
      /Data retention at most 14 months/,
      /Google signals OFF/,
      /Data sharing OFF/,
      /data processing terms accepted/,
    ].entries()) {
      expect(items[index], String(setting)).toMatch(setting);
    }
  });

  it("prints it even while other values are placeholders, and fails for those", () => {
    const run = checkDeploy({ VITE_GA_MEASUREMENT_ID: "G-TEST12345" });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Enhanced measurement OFF");
  });

  it("prints no checklist without an analytics id: nothing is measured", () => {
    const run = checkDeploy(everyValue);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain("Google Analytics");
    expect(run.stdout).not.toContain("[ ]");
  });
});
