import type { EntryOf } from "~/content/entry";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date of a content date (midnight UTC), as RSS 2.0 wants it. */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** Newest first: by publication date, then by revision, then by title (a stable order for equal dates). */
export function newestFirst<T extends EntryOf<"blog">>(entries: T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      b.data.published.localeCompare(a.data.published) ||
      b.data.revised.localeCompare(a.data.revised) ||
      a.data.title.localeCompare(b.data.title),
  );
}

/**
 * The blog's RSS 2.0 feed: absolute links, each article's description and
 * date. Its dates come from the content, so the same content gives the same feed.
 */
export function buildRssFeed(
  site: { name: string; origin: string; feedPath: string; blogPath: string; description: string },
  articles: EntryOf<"blog">[],
): string {
  const sorted = newestFirst(articles);
  const latest = sorted
    .map((article) => article.data.revised)
    .sort()
    .at(-1);
  const items = sorted.map((article) => {
    const url = `${site.origin}${article.path}`;
    return [
      "    <item>",
      `      <title>${escapeXml(article.data.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(article.data.description)}</description>`,
      `      <category>${escapeXml(article.data.category)}</category>`,
      `      <pubDate>${rssDate(article.data.published)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${site.origin}${site.blogPath}`)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    "    <language>en</language>",
    ...(latest ? [`    <lastBuildDate>${rssDate(latest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(`${site.origin}${site.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
