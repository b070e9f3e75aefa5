/**
 * Identity values that differ per deployment and that nobody may guess: store
 * listings, app-association ids, social profiles. A fresh clone builds with
 * visibly fake defaults (all zeros) so it runs; the build prints a warning for
 * each default still in use, and `npm run check:deploy` fails while any is.
 *
 * Plain JavaScript: the app (app/config/site.ts), vite.config.ts, the build
 * scripts and the tests all read it.
 */

const zeros = (count) => "0".repeat(count);

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
];

/** Decided values (decisions.md) that a deployment may still override. */
const decided = {
  VITE_ANDROID_PACKAGE: "app.wayfellow",
  VITE_IOS_BUNDLE_ID: "app.wayfellow",
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
  return { values, placeholders };
}

/** One line per placeholder still in use, for the build's warning and check:deploy. */
export function placeholderReport(placeholders) {
  return placeholders.map((name) => `  ${name}: ${deployValues.find((value) => value.name === name)?.label}`);
}
