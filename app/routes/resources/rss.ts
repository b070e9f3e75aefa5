import { blog } from "~/config/blog";
import { siteConfig } from "~/config/site";
import { entriesOf } from "~/content";
import { buildRssFeed } from "~/content/feeds/rss";

/** /blog/rss.xml, prerendered at build time from the content index. */
export function loader() {
  const feed = buildRssFeed(
    {
      name: siteConfig.name,
      origin: siteConfig.origin,
      feedPath: blog.feedPath,
      blogPath: blog.path,
      description: blog.description,
    },
    entriesOf("blog"),
  );
  return new Response(feed, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
