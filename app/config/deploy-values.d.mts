export type DeployValueName =
  | "VITE_APP_STORE_ID"
  | "VITE_APP_STORE_URL"
  | "VITE_APP_STORE_PROVIDER_TOKEN"
  | "VITE_APPLE_TEAM_ID"
  | "VITE_ANDROID_CERT_FINGERPRINTS"
  | "VITE_PLAY_STORE_URL"
  | "VITE_TIKTOK_URL"
  | "VITE_INSTAGRAM_URL"
  | "VITE_LINKEDIN_URL"
  | "VITE_LEGAL_NAME"
  | "VITE_LEGAL_FORM"
  | "VITE_OPERATOR_STREET"
  | "VITE_OPERATOR_CITY"
  | "VITE_OPERATOR_PHONE"
  | "VITE_CONTENT_RESPONSIBLE"
  | "VITE_SUPERVISORY_AUTHORITY"
  | "VITE_SUPERVISORY_AUTHORITY_ADDRESS"
  | "VITE_DATA_PROTECTION_OFFICER"
  | "VITE_SERVER_LOG_RETENTION_DAYS"
  | "VITE_PROCESSORS_HOSTING"
  | "VITE_PROCESSORS_EMAIL"
  | "VITE_PROCESSORS_AI"
  | "VITE_PROCESSORS_PUSH";

export type OptionalOperatorValueName =
  | "VITE_OPERATOR_REPRESENTATIVE"
  | "VITE_OPERATOR_REGISTER"
  | "VITE_OPERATOR_VAT_ID"
  | "VITE_OPERATOR_ECONOMIC_ID"
  | "VITE_CONTENT_RESPONSIBLE_ADDRESS"
  | "VITE_PROCESSORS_DELETION";

export const deployValues: {
  name: DeployValueName;
  label: string;
  fallback: (values: Record<string, string>) => string;
}[];

export const optionalOperatorValues: { name: OptionalOperatorValueName; label: string }[];

export function resolveDeployValues(env: Record<string, unknown> | undefined): {
  values: Record<
    | DeployValueName
    | OptionalOperatorValueName
    | "VITE_ANDROID_PACKAGE"
    | "VITE_IOS_BUNDLE_ID"
    | "VITE_OPERATOR_COUNTRY",
    string
  >;
  placeholders: DeployValueName[];
};

export function placeholderReport(placeholders: string[]): string[];

export function companyForm(values: Record<string, string | undefined>): string | undefined;

export function operatorProblems(values: Record<string, string | undefined>): string[];

export function processorProblems(
  values: Record<string, string | undefined>,
  env?: Record<string, string | undefined>,
): string[];

export function germanPageProblems(
  values: Record<string, string | undefined>,
  env?: Record<string, string | undefined>,
): string[];
