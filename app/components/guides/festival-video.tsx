import { Play } from "lucide-react";
import { portraitClip } from "~/config/media";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The site's own clip of a group planning a festival trip in the app (npm run media). */
export const festivalVideo = portraitClip("festival-planning");

/**
 * Click to play (decisions.md, "The music-festival video"): until the visitor clicks the poster,
 * only the poster image is fetched, no video. Prerendered, the poster is a link to the clip, which
 * a browser without JavaScript plays in its own player; the guide script
 * (src/scripts/guide/festival-video.ts) makes it a button that puts the video in its place, from
 * the clip's data- attributes.
 */
export function FestivalVideo() {
  const locale = useLocale();
  const frame =
    "not-prose mx-auto my-8 block aspect-[390/844] w-full max-w-[18rem] overflow-hidden rounded-[2rem] border-4 border-night bg-night shadow-lift";
  return (
    <a
      href={festivalVideo.sources[0].src}
      className={`${frame} group relative cursor-pointer`}
      data-festival-video={JSON.stringify(festivalVideo.sources)}
      data-video-class={frame}
      data-video-poster={festivalVideo.poster}
      data-video-label={m.video_label({}, { locale })}
      data-video-unsupported={m.video_unsupported({}, { locale })}
    >
      <img
        src={festivalVideo.poster}
        alt=""
        width={festivalVideo.width}
        height={festivalVideo.height}
        loading="lazy"
        className="size-full object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-night/25 transition-colors group-hover:bg-night/10">
        <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-strong shadow-lift">
          <Play aria-hidden="true" className="size-7 translate-x-0.5" fill="currentColor" />
        </span>
      </span>
      <span className="sr-only">{m.video_play({}, { locale })}</span>
    </a>
  );
}
