/** Business constants and timings fixed by spec.md section 9. */
export const timings = {
  /** Delay before scrolling to a home section after navigating home. */
  sectionScrollDelayMs: 300,
  /** Share of the download-app section that must be visible to count as seen. */
  downloadSectionThreshold: 0.1,
  rotatingPhraseIntervalMs: 3000,
  rotatingPhraseFadeMs: 800,
  inviteFallbackMs: 2000,
  inviteFrameRemovalMs: 100,
  countdownRefreshMs: 1000,
  /** How long the account-deletion page waits for its endpoint before it counts the request as failed. */
  deletionRequestTimeoutMs: 15000,
} as const;

export const consent = {
  storageKey: "cookieConsent",
  /** Where an earlier version of the site kept the date of the choice: removed when the visitor next chooses. */
  legacyDateKey: "cookieConsentDate",
  cookieName: "CookieConsent",
  cookieDays: 365,
  /** The broadcast channel on which a tab tells the site's other open tabs of a new choice. */
  channelName: "wayfellow-consent",
} as const;

export const minimumAge = 16;

/** Search snippets (decisions.md): search results cut titles beyond this and descriptions beyond 160. */
export const snippet = { maxTitleLength: 60, minDescriptionLength: 70, maxDescriptionLength: 160 } as const;

/** Days within which an account-deletion request is carried out (/delete-account, privacy policy). */
export const accountDeletionDays = 30;

/**
 * Session-storage flags of the once-per-session download prompts on the
 * Oktoberfest pages: functional storage, set without consent, named in the
 * privacy policy (decisions.md, "Oktoberfest").
 */
export const promptFlags = {
  oktoberfest: "wayfellow_oktoberfest_prompt",
  tracht: "wayfellow_tracht_prompt",
} as const;
/** Which prompt a page shows (its key in `promptFlags`). */
export type PromptFlag = keyof typeof promptFlags;
