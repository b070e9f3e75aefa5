/**
 * The operator behind the site and the app, as the legal notice, privacy policy and terms name it
 * (decisions.md, "The operator"). Placeholders ("[... not set]") until configured; check:deploy
 * refuses them. Optional values are "" when the operator has none.
 *
 * A module of its own, apart from config/site.ts, which every page loads: only the pages that name
 * the operator load these values. Its registered name, which the terms and every page's structured
 * data name too, is read where it is shown (components/content/legal-basics.tsx, content/structured-data.ts).
 */
import * as deploy from "virtual:deploy-values";

export const operator = {
  legalForm: deploy.VITE_LEGAL_FORM,
  address: {
    street: deploy.VITE_OPERATOR_STREET,
    city: deploy.VITE_OPERATOR_CITY,
    country: deploy.VITE_OPERATOR_COUNTRY,
  },
  /** The second fast, direct contact route besides e-mail (the support address). */
  phone: deploy.VITE_OPERATOR_PHONE,
  representative: deploy.VITE_OPERATOR_REPRESENTATIVE,
  register: deploy.VITE_OPERATOR_REGISTER,
  vatId: deploy.VITE_OPERATOR_VAT_ID,
  /** Wirtschafts-Identifikationsnummer (§ 5 (1) Nr. 6 DDG), where the operator has one. */
  economicId: deploy.VITE_OPERATOR_ECONOMIC_ID,
  /** Responsible for content under § 18 (2) MStV; an empty address means the operator's. */
  contentResponsible: {
    name: deploy.VITE_CONTENT_RESPONSIBLE,
    address: deploy.VITE_CONTENT_RESPONSIBLE_ADDRESS,
  },
  /** The data protection supervisory authority competent for the operator (art. 13 (2) (d), 77 GDPR). */
  supervisoryAuthority: {
    name: deploy.VITE_SUPERVISORY_AUTHORITY,
    address: deploy.VITE_SUPERVISORY_AUTHORITY_ADDRESS,
  },
  /** The data protection officer's name and contact, or "none" where none is required (§ 38 BDSG). */
  dataProtectionOfficer: deploy.VITE_DATA_PROTECTION_OFFICER,
  /** How many days server logs with IP addresses are kept (a whole number; a placeholder until set). */
  serverLogRetentionDays: deploy.VITE_SERVER_LOG_RETENTION_DAYS,
};
