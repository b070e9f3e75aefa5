/**
 * A portrait clip of the app made by the media script (`npm run media`,
 * media/README.md): its two encodes and its poster, at the phone frame's size.
 * H.264 comes first: it plays everywhere and is the smaller encode of every
 * clip; VP9 is the fallback.
 */
export function portraitClip(name: string) {
  return {
    poster: `/media/${name}-poster.webp`,
    posterFallback: `/media/${name}-poster.jpg`,
    sources: [
      { src: `/media/${name}.mp4`, type: "video/mp4" },
      { src: `/media/${name}.webm`, type: "video/webm" },
    ],
    width: 390,
    height: 844,
  } as const;
}
