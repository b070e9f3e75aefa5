/**
 * Routes the site already links to whose pages later issues build. The link
 * check accepts these and nothing else; each issue removes its routes here.
 */
export const pendingRoutes: string[] = [
  // Guides
  "/music-festival-trip",
  "/bachelor-party-planning",
  "/bachelorette-party-planning",
  "/bikepacking-eurovelo-trip",
  "/ski-trip-planning",
  "/golf-trip-planning",
  "/world-cup-2026-trip",
  "/hiking-weekend-trip",
  "/oktoberfest",
  "/oktoberfest-special",
  "/lederhosen-dirndl-munich",
  // Blog
  "/blog",
  "/blog/web-summit-2025-trip",
  "/blog/tomorrowland-2026-trip",
  "/blog/australian-open-2026-trip",
  "/blog/best-group-trip-planning-apps-2026",
  "/blog/winter-olympics-2026-trip",
  "/best-group-trip-planning-apps-2026",
];
