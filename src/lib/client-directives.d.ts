// The site's own client directive (astro.config.ts, src/lib/after-paint-directive.ts), added to
// the ones Astro's JSX types know. A module, so that this augments "astro" rather than replacing it.
export {};

declare module "astro" {
  interface AstroClientDirectives {
    "client:after-paint"?: boolean;
  }
}
