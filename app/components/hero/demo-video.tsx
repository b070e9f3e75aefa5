import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { IconButton } from "~/components/ui/button";
import { PhoneFrame } from "~/components/ui/phone-frame";
import { Spinner } from "~/components/ui/spinner";
import { portraitClip } from "~/config/media";
import { siteConfig } from "~/config/site";
import { useHydrated } from "~/lib/use-hydrated";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

/** The demo video and its poster (public/media/). The poster is preloaded by the home route. */
export const demoVideo = portraitClip("demo");

/**
 * The portrait demo of the app in a phone frame (spec §2): autoplaying,
 * looped and muted, with a spinner until the video has data.
 *
 * - The poster paints at once (it is the hero's largest image and preloaded);
 *   the video itself is fetched only after hydration, when playback starts
 *   once the phone is on screen, so it never competes with the first paint.
 * - Playback starts from JavaScript: the autoplay attribute is set after
 *   hydration (it downloads nothing with preload="none"), so a visitor who
 *   prefers reduced motion never sees it move (WCAG 2.2.2), and a pause
 *   button is always there while it plays.
 */
export function DemoVideo({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  /** The visitor's own choice; until they make one, autoplay decides. */
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const locale = useLocale();
  const [hasData, setHasData] = useState(false);
  const [failed, setFailed] = useState(false);
  const [seen, setSeen] = useState(false);

  // Start only once the phone is on screen: on a small screen it sits below
  // the fold, and the video should not cost data before anyone can see it.
  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScreen = seen || typeof IntersectionObserver === "undefined";
  // The video is an autoplaying one unless the visitor prefers reduced motion. With preload="none"
  // the attribute alone downloads nothing: playback (and the download) starts once it is on screen.
  const autoplay = hydrated && reducedMotion === false;
  const playing = !failed && (choice === null ? autoplay && onScreen : choice === "play");

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.autoplay = autoplay;
    if (!playing) {
      element.pause();
      return;
    }
    // Set here too: a prerendered `muted` attribute is not always reflected.
    element.muted = true;
    // play() returns a promise in every current browser (older ones return nothing).
    element.play()?.catch((error: unknown) => {
      // Autoplay refused by the browser (e.g. data saver): show the play button.
      if (error instanceof DOMException && error.name === "NotAllowedError") setChoice("pause");
    });
  }, [playing, autoplay]);

  const loading = playing && !hasData;

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
        ref={video}
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
        onLoadedData={() => setHasData(true)}
      >
        {demoVideo.sources.map((source, i) => (
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            onError={i === demoVideo.sources.length - 1 ? () => setFailed(true) : undefined}
          />
        ))}
        {m.video_unsupported({}, { locale })}
      </video>

      {loading && (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center bg-night/15 backdrop-blur-[1px]"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-surface/90 text-brand-strong shadow-card">
            <Spinner />
          </span>
          <span className="sr-only">{m.demo_loading({}, { locale })}</span>
        </div>
      )}

      {hydrated && !failed && (
        <IconButton
          label={playing ? m.demo_pause({}, { locale }) : m.demo_play({}, { locale })}
          onClick={() => setChoice(playing ? "pause" : "play")}
          className="absolute right-[6%] bottom-[3.5%] z-10 size-11 bg-night/75 text-white shadow-card backdrop-blur hover:bg-night"
        >
          {playing ? <Pause size={18} fill="currentColor" /> : <Play size={18} fill="currentColor" />}
        </IconButton>
      )}
    </PhoneFrame>
  );
}
