import { absoluteUrl, siteConfig } from "./site";
import { socialPages } from "./social-pages.mjs";

/** The blog's own page and feed (spec section 2; decisions.md, "Feed"). */
export const blog = {
  path: "/blog",
  feedPath: "/blog/rss.xml",
  title: "Group Trip Guides and Event Planning",
  description:
    "Event guides and planning advice for friend groups: festivals, Grand Slams, the Winter Olympics, conferences, and the apps that keep a group trip on track.",
  socialImage: socialPages.blog.path,
} as const;

/** Announces the feed in the head of the blog pages. */
export const feedLink = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${siteConfig.name} Blog`,
  href: absoluteUrl(blog.feedPath),
} as const;
