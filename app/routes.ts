import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every route of the site. Each one is prerendered to static HTML
 * (react-router.config.ts); the browser suite visits every path listed here.
 */
export default [
  layout("routes/layout.tsx", [
    index("routes/home.tsx"),
    route("403", "routes/forbidden.tsx"),
    route("contact", "routes/contact.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Files generated from the site configuration at build time.
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
] satisfies RouteConfig;
