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
    route("get-the-app", "routes/get-the-app.tsx"),
    route("download", "routes/download.tsx"),
    route("invite", "routes/invite.tsx"),
    route("email-confirmed", "routes/email-confirmed.tsx"),
    route("delete-account", "routes/delete-account.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Files generated from the site configuration at build time.
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  route(".well-known/apple-app-site-association", "routes/resources/apple-app-site-association.ts"),
  route(".well-known/assetlinks.json", "routes/resources/assetlinks.ts"),
] satisfies RouteConfig;
