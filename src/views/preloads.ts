/**
 * A page module's `links` (app/pages/, `LinksFunction` of app/content/meta.ts) as Base.astro's `preload` prop: the
 * preloaded images, with their media query (Base gives each a high fetch priority).
 */
interface Preload {
  href: string;
  as: string;
  type?: string;
  media?: string;
}

export function preloadsOf(links: readonly object[]): Preload[] {
  return links.flatMap((link) => {
    const { rel, href, as, type, media } = link as Record<string, unknown>;
    if (rel !== "preload" || typeof href !== "string" || typeof as !== "string") return [];
    return [
      {
        href,
        as,
        ...(typeof type === "string" ? { type } : {}),
        ...(typeof media === "string" ? { media } : {}),
      },
    ];
  });
}
