/** /site.webmanifest, from the site configuration. */
import type { APIRoute } from "astro";
import { siteConfig } from "~/config/site";
import { themeColor } from "~/config/theme";

export const GET: APIRoute = () =>
  Response.json({
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.tagline,
    start_url: "/",
    display: "browser",
    background_color: themeColor,
    theme_color: themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
    related_applications: [
      { platform: "itunes", url: siteConfig.ios.appStoreUrl },
      { platform: "play", url: siteConfig.android.playStoreUrl, id: siteConfig.android.packageName },
    ],
  });
