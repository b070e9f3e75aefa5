import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // A static host has no /__manifest endpoint: ship the whole route manifest.
  routeDiscovery: { mode: "initial" },
  // Every route becomes static HTML. The not-found pages (the "*" and "de/*"
  // routes) are rendered at /404 and /de/404 and copied to 404.html and
  // de/404.html by scripts/postbuild.mjs.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), "/404", "/de/404"],
} satisfies Config;
