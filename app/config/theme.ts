/**
 * The page background (`--color-canvas` in app/app.css), for the browser's
 * own interface: `<meta name="theme-color">` and the web manifest. Colours
 * live in app/app.css; this is the one copy code needs, and theme.test.ts
 * keeps it equal to the token.
 */
export const themeColor = "#fffaf4";
