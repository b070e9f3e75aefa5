import { feedPath } from "./feed";
import { socialImagePaths } from "./social-pages.mjs";

/** The blog's own page and feed (spec section 2; decisions.md, "Feed"). */
export const blog = {
  path: "/blog",
  feedPath,
  title: "Group Trip Guides and Event Planning",
  description:
    "Event guides and planning advice for friend groups: festivals, Grand Slams, the Winter Olympics, conferences, and the apps that keep a group trip on track.",
  socialImage: socialImagePaths.blog,
} as const;
