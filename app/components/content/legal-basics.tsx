/**
 * The values every legal page names, as MDX tags (src/components/content/content-components.tsx):
 * the operator's registered name and the law the terms are governed by.
 */
import { VITE_LEGAL_NAME } from "virtual:deploy-values";
import { setting } from "~/config/site";
import { useLocale } from "~/lib/use-locale";

/** The operator's name as registered (structured data reads the same value: content/structured-data.ts). */
export const LegalName = () => VITE_LEGAL_NAME;

/** Completes "These terms are governed by ...": VITE_GOVERNING_LAW, else the laws of Germany. */
const governingLaw = setting(import.meta.env.VITE_GOVERNING_LAW, "the laws of Germany");
/**
 * The same, as German pages write it ("Für diese Bedingungen gilt ..."): VITE_GOVERNING_LAW_DE, else
 * German law. A law configured in English alone never reaches a German page: it shows a visible
 * placeholder, which check:deploy refuses.
 */
const governingLawDe = setting(
  import.meta.env.VITE_GOVERNING_LAW_DE,
  setting(import.meta.env.VITE_GOVERNING_LAW, "") ? "[VITE_GOVERNING_LAW_DE not set]" : "deutsches Recht",
);

/** The governing law, in the page's language (configured once per language: README). */
export function GoverningLaw() {
  return useLocale() === "de" ? governingLawDe : governingLaw;
}
