import { Play } from "lucide-react";
import { PhoneFrame } from "~/components/ui/phone-frame";
import { portraitClip } from "~/config/media";
import { siteConfig } from "~/config/site";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The demo video and its poster (public/media/). The poster is preloaded by the home route. */
export const demoVideo = portraitClip("demo");

/**
 * The portrait demo of the app in a phone frame (spec §2): autoplaying, looped and muted, with a
 * spinner until the video has data and a pause button while it plays.
 *
 * Rendered at build as the poster and a video that downloads nothing (preload="none"): the poster
 * paints at once (it is the hero's largest image and preloaded). Playback is the page script's
 * (src/scripts/home/demo-video.ts): it starts the video once the phone is on screen, never for a
 * visitor who prefers reduced motion (WCAG 2.2.2), and puts in the spinner and the pause/play
 * button (src/components/home/demo-video-controls.tsx). Without JavaScript that button would do
 * nothing, so the page has a link in its place instead, to the clip for the browser's own player.
 */
export function DemoVideo({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <PhoneFrame className={className}>
      <picture>
        <source srcSet={demoVideo.poster} type="image/webp" />
        <img
          src={demoVideo.posterFallback}
          alt=""
          width={demoVideo.width}
          height={demoVideo.height}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
      <video
        data-demo-video=""
        className="absolute inset-0 size-full object-cover"
        width={demoVideo.width}
        height={demoVideo.height}
        poster={demoVideo.poster}
        muted
        loop
        playsInline
        preload="none"
        aria-label={m.demo_label({ name: siteConfig.name }, { locale })}
      >
        {demoVideo.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {m.video_unsupported({}, { locale })}
      </video>
      <noscript>
        <a
          href={demoVideo.sources[0].src}
          className="absolute right-[6%] bottom-[3.5%] z-10 flex size-11 items-center justify-center rounded-full bg-night/75 text-white shadow-card backdrop-blur hover:bg-night"
        >
          <span className="sr-only">{m.demo_play({}, { locale })}</span>
          <Play size={18} fill="currentColor" aria-hidden="true" />
        </a>
      </noscript>
    </PhoneFrame>
  );
}
