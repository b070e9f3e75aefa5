/** /blog/rss.xml: the blog's RSS 2.0 feed, from the content index. */
import type { APIRoute } from "astro";
import { blog } from "~/config/blog";
import { siteConfig } from "~/config/site";
import { entriesOf } from "~/content";
import { buildRssFeed } from "~/content/feeds/rss";

export const GET: APIRoute = () => {
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
};
