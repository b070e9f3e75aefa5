import { absoluteUrl, siteConfig } from "./site";

/** The blog's RSS feed (decisions.md, "Feed"). */
export const feedPath = "/blog/rss.xml";

/** Announces the feed in the head of the blog pages (kept apart from config/blog.ts: every article's head needs it). */
export const feedLink = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${siteConfig.name} Blog`,
  href: absoluteUrl(feedPath),
} as const;
