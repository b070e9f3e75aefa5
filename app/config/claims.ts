/**
 * The marketing claims of spec §1 and §9, as figures. Every page that states
 * one reads it here, so a changed figure changes on every page at once.
 * (Content pages under app/content/ state them in prose.)
 */
export const claims = {
  /** From a group idea to a shared trip plan. */
  ideaToPlanSeconds: 60,
  /** The AI planner adding places and activities to a trip... */
  aiPlannerSeconds: 10,
  /** ...instead of planning them by hand. */
  byHandHours: 2,
  /** The group sizes that work best. */
  bestGroupSize: { from: 3, to: 20 },
  /** Groups of this many people and more are supported. */
  largeGroupSize: 50,
  /** Friend groups that have planned an Oktoberfest trip with the app. */
  oktoberfestGroups: 300,
} as const;

/** "3–20" */
export const bestGroupSize = `${claims.bestGroupSize.from}–${claims.bestGroupSize.to}`;
