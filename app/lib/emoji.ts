/**
 * The packing lists' emoji are drawn from image files, not from the reader's emoji font (as the
 * guide cards draw theirs as icons): a device without a colour emoji font shows an empty box for
 * an emoji, every platform draws its own, and a browser that meets a character its fonts lack
 * searches the system's fonts for it while it lays out the page (docs/benchmarks.md). The images
 * are Noto Emoji (Apache License 2.0), written to `public/images/emoji/` by
 * `npm run media -- emoji` from the emoji the content uses.
 */

/** Where the images are served from. */
export const emojiImageDir = "/images/emoji";

/**
 * An emoji's file name: its code points in lowercase hex joined by hyphens, without the
 * variation selector U+FE0F, which only asks for the colour form ("⛑️" and "⛑" are one image).
 */
export function emojiFileName(emoji: string): string {
  const codes = Array.from(emoji, (char) => char.codePointAt(0) ?? 0).filter((code) => code !== 0xfe0f);
  if (codes.length === 0) throw new Error(`Not an emoji: ${JSON.stringify(emoji)}`);
  return `${codes.map((code) => code.toString(16)).join("-")}.svg`;
}

/** The address of an emoji's image. */
export function emojiImagePath(emoji: string): string {
  return `${emojiImageDir}/${emojiFileName(emoji)}`;
}

/** Every emoji the packing lists in an MDX source use, in order, each once. */
export function packingEmoji(source: string): string[] {
  const found = new Set<string>();
  for (const [list] of source.matchAll(/<PackingList\b[\s\S]*?\/>/g)) {
    for (const match of list.matchAll(/\bemoji:\s*"([^"]+)"/g)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}
