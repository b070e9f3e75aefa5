import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { companyForm, deployValues, optionalOperatorValues, resolveDeployValues } from "./deploy-values.mjs";

describe("resolveDeployValues", () => {
  it("on a fresh clone uses visibly fake values and lists every one as a placeholder", () => {
    const { values, placeholders } = resolveDeployValues({});
    expect(placeholders).toEqual(deployValues.map((value) => value.name));
    expect(values.VITE_APP_STORE_ID).toMatch(/^0+$/);
    expect(values.VITE_APPLE_TEAM_ID).toMatch(/^0+$/);
    expect(values.VITE_ANDROID_CERT_FINGERPRINTS).toMatch(/^(00:){31}00$/);
    expect(values.VITE_APP_STORE_URL).toBe(`https://apps.apple.com/app/id${values.VITE_APP_STORE_ID}`);
  });

  it("takes configured values, derives listing URLs from them, and stops listing them", () => {
    const { values, placeholders } = resolveDeployValues({
      VITE_APP_STORE_ID: " 123456 ",
      VITE_ANDROID_PACKAGE: "com.example.trips",
      VITE_TIKTOK_URL: "https://www.tiktok.com/@example",
      VITE_LINKEDIN_URL: "   ",
    });
    expect(values.VITE_APP_STORE_ID).toBe("123456");
    expect(values.VITE_APP_STORE_URL).toBe("https://apps.apple.com/app/id123456");
    expect(values.VITE_PLAY_STORE_URL).toBe("https://play.google.com/store/apps/details?id=com.example.trips");
    expect(placeholders).not.toContain("VITE_APP_STORE_ID");
    expect(placeholders).not.toContain("VITE_TIKTOK_URL");
    // Derived from a configured id, but not itself confirmed: still listed.
    expect(placeholders).toContain("VITE_APP_STORE_URL");
    expect(placeholders).toContain("VITE_LINKEDIN_URL");
  });

  it("names no operator on a fresh clone: visible placeholders, never plausible data", () => {
    const { values, placeholders } = resolveDeployValues({});
    for (const name of [
      "VITE_LEGAL_FORM",
      "VITE_OPERATOR_STREET",
      "VITE_OPERATOR_CITY",
      "VITE_OPERATOR_PHONE",
      "VITE_CONTENT_RESPONSIBLE",
      "VITE_SUPERVISORY_AUTHORITY",
      "VITE_SUPERVISORY_AUTHORITY_ADDRESS",
      "VITE_DATA_PROTECTION_OFFICER",
      "VITE_SERVER_LOG_RETENTION_DAYS",
      "VITE_PROCESSORS_HOSTING",
      "VITE_PROCESSORS_EMAIL",
      "VITE_PROCESSORS_AI",
      "VITE_PROCESSORS_PUSH",
    ] as const) {
      expect(values[name], name).toMatch(/^\[.+ not set\]$/);
      expect(placeholders).toContain(name);
    }
    // The decided default name is not a confirmed legal name: listed until it is set.
    expect(values.VITE_LEGAL_NAME).toBe("Wayfellow");
    expect(placeholders).toContain("VITE_LEGAL_NAME");
    // What only some operators have is left out, not faked, and never blocks a deploy.
    for (const { name } of optionalOperatorValues) {
      expect(values[name], name).toBe("");
      expect(placeholders).not.toContain(name);
    }
  });

  it("takes the configured operator", () => {
    const { values, placeholders } = resolveDeployValues({
      VITE_LEGAL_NAME: "Example Trips GmbH",
      VITE_OPERATOR_REGISTER: " Amtsgericht Musterstadt, HRB 1 ",
    });
    expect(values.VITE_LEGAL_NAME).toBe("Example Trips GmbH");
    expect(values.VITE_OPERATOR_REGISTER).toBe("Amtsgericht Musterstadt, HRB 1");
    expect(placeholders).not.toContain("VITE_LEGAL_NAME");
    expect(placeholders).toContain("VITE_LEGAL_FORM");
  });
});

describe("companyForm", () => {
  it("finds the legal form of a company in the form or the name, and nothing in a person's name", () => {
    expect(companyForm({ VITE_LEGAL_FORM: "limited liability company (GmbH)" })).toBe("GmbH");
    expect(companyForm({ VITE_LEGAL_NAME: "Example Trips GmbH & Co. KG" })).toBe("GmbH");
    expect(companyForm({ VITE_LEGAL_NAME: "Example Trips UG (haftungsbeschränkt)" })).toBe("UG");
    expect(companyForm({ VITE_LEGAL_NAME: "Erika Mustermann e.K." })).toBe("e.K.");
    expect(companyForm({ VITE_LEGAL_FORM: "Kommanditgesellschaft" })).toBe("Kommanditgesellschaft");
    for (const name of ["Maria Aga", "Agnes Kgosi", "Ugo Seiler", "Wayfellow"]) {
      expect(companyForm({ VITE_LEGAL_FORM: "sole trader (Einzelunternehmen)", VITE_LEGAL_NAME: name }), name).toBe(
        undefined,
      );
    }
    expect(companyForm({ VITE_LEGAL_FORM: "[Operator legal form not set]", VITE_LEGAL_NAME: "Wayfellow" })).toBe(
      undefined,
    );
  });
});

describe("virtual:deploy-values", () => {
  it("exports each value of the table, and its type declaration names the same ones", async () => {
    const names = Object.keys(resolveDeployValues({}).values).sort();
    const module = await import("virtual:deploy-values");
    expect(Object.keys(module).sort()).toEqual(names);
    const declaration = readFileSync(new URL("./virtual.d.ts", import.meta.url), "utf8");
    const block = declaration.slice(declaration.indexOf('declare module "virtual:deploy-values"'));
    const declared = [...block.slice(0, block.indexOf("\n}")).matchAll(/export const (\w+): string;/g)].map(
      (match) => match[1],
    );
    expect(declared.sort()).toEqual(names);
  });
});
