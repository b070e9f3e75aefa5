/**
 * The Google Analytics property's own settings, which the site's code can
 * neither set nor check (issue 31): `npm run check:deploy` prints them as a
 * checklist whenever an analytics id is configured, and the README's
 * Deploying section says the same. What the code can do, it does: the tag is
 * loaded only after Accept, configured with Google signals and ad
 * personalisation off, and never reads the page address itself.
 */

/** Each item: the setting, and why the privacy policy depends on it. */
export const analyticsPropertySettings = [
  "Enhanced measurement OFF on the web data stream (Admin > Data collection and modification > Data streams > " +
    "the web stream): its automatic " +
    "events (page changes, scrolls, outbound clicks, site search, form interactions, video engagement, file " +
    "downloads) read link addresses and forms, which the code cannot clean; the site sends its own page views.",
  "Data retention at most 14 months (Admin > Data collection and modification > Data retention: event data " +
    "2 or 14 months), as the privacy policy says.",
  "Google signals OFF (Admin > Data collection and modification > Data collection); the tag also sends " +
    "allow_google_signals: false.",
  "Data sharing OFF (Admin > Account settings > Data sharing settings): every option, Google products & " +
    "services included.",
  "Google's data processing terms accepted (Admin > Account settings: the Google Ads Data Processing Terms, " +
    "which make Google a processor for this property's data).",
];

/**
 * The checklist for the environment `env` (VITE_GA_MEASUREMENT_ID), as the
 * lines to print; none when no analytics id is set (then nothing is measured).
 */
export function analyticsChecklist(env) {
  const id = (env.VITE_GA_MEASUREMENT_ID ?? "").trim();
  if (!id) return [];
  return [
    `check:deploy: Google Analytics is on (${id}). The property's own settings are not in this code;`,
    "check them in Google Analytics before deploying (README, Deploying):",
    ...analyticsPropertySettings.map((item) => `  [ ] ${item}`),
  ];
}
