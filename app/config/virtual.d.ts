declare module "virtual:deploy-values" {
  // The deployment values this build resolved (config/deploy-values.mjs), one export each, so that a
  // chunk carries the values its code reads (scripts/vite-deploy-values.mjs). A unit test keeps this
  // list equal to the table.
  export const VITE_ANDROID_PACKAGE: string;
  export const VITE_IOS_BUNDLE_ID: string;
  export const VITE_OPERATOR_COUNTRY: string;
  export const VITE_APP_STORE_ID: string;
  export const VITE_APP_STORE_URL: string;
  export const VITE_APP_STORE_PROVIDER_TOKEN: string;
  export const VITE_APPLE_TEAM_ID: string;
  export const VITE_ANDROID_CERT_FINGERPRINTS: string;
  export const VITE_PLAY_STORE_URL: string;
  export const VITE_TIKTOK_URL: string;
  export const VITE_INSTAGRAM_URL: string;
  export const VITE_LINKEDIN_URL: string;
  export const VITE_LEGAL_NAME: string;
  export const VITE_LEGAL_FORM: string;
  export const VITE_OPERATOR_STREET: string;
  export const VITE_OPERATOR_CITY: string;
  export const VITE_OPERATOR_PHONE: string;
  export const VITE_CONTENT_RESPONSIBLE: string;
  export const VITE_SUPERVISORY_AUTHORITY: string;
  export const VITE_SUPERVISORY_AUTHORITY_ADDRESS: string;
  export const VITE_DATA_PROTECTION_OFFICER: string;
  export const VITE_SERVER_LOG_RETENTION_DAYS: string;
  export const VITE_PROCESSORS_HOSTING: string;
  export const VITE_PROCESSORS_EMAIL: string;
  export const VITE_PROCESSORS_AI: string;
  export const VITE_PROCESSORS_PUSH: string;
  export const VITE_PROCESSORS_DELETION: string;
  export const VITE_OPERATOR_REPRESENTATIVE: string;
  export const VITE_OPERATOR_REGISTER: string;
  export const VITE_OPERATOR_VAT_ID: string;
  export const VITE_OPERATOR_ECONOMIC_ID: string;
  export const VITE_CONTENT_RESPONSIBLE_ADDRESS: string;
}
