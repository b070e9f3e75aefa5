/**
 * /social/….png: the 1200x630 link-preview image of every content page without an image of its
 * own (content/entry.ts, socialImagePath), in its language, and of the code pages that have one
 * (config/social-pages.mjs), drawn at build time from the page's title (app/content/social-images.ts).
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { socialPages } from "~/config/social-pages.mjs";
import { siteConfig } from "~/config/site";
import { contentEntries, translatedEntries } from "~/content";
import { socialImagePath } from "~/content/entry";
import { cardOfEntry, renderSocialImage, type SocialCard } from "~/content/social-images";

const cards: [string, SocialCard][] = [
  ...Object.values(socialPages).map(({ path, ...card }): [string, SocialCard] => [path, card]),
  ...[...contentEntries, ...translatedEntries].flatMap((entry): [string, SocialCard][] =>
    entry.data.image ? [] : [[socialImagePath(entry), cardOfEntry(entry)]],
  ),
];

export const getStaticPaths = (() =>
  cards.map(([path, card]) => ({
    params: { path: path.slice("/social/".length, -".png".length) },
    props: { card },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: SocialCard }> = async ({ props }) => {
  const png = await renderSocialImage(props.card, siteConfig.name, new URL(siteConfig.origin).host);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
