export type DeployValueName =
  | "VITE_APP_STORE_ID"
  | "VITE_APP_STORE_URL"
  | "VITE_APP_STORE_PROVIDER_TOKEN"
  | "VITE_APPLE_TEAM_ID"
  | "VITE_ANDROID_CERT_FINGERPRINTS"
  | "VITE_PLAY_STORE_URL"
  | "VITE_TIKTOK_URL"
  | "VITE_INSTAGRAM_URL"
  | "VITE_LINKEDIN_URL";

export const deployValues: {
  name: DeployValueName;
  label: string;
  fallback: (values: Record<string, string>) => string;
}[];

export function resolveDeployValues(env: Record<string, unknown> | undefined): {
  values: Record<DeployValueName | "VITE_ANDROID_PACKAGE" | "VITE_IOS_BUNDLE_ID", string>;
  placeholders: DeployValueName[];
};

export function placeholderReport(placeholders: string[]): string[];
