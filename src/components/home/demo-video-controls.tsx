import { Pause, Play } from "lucide-react";
import { IconButton } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { Locale } from "~/config/locales";
import { m } from "~/paraglide/messages.js";

/**
 * The demo video's spinner and pause/play control, prerendered in the page's language inside a
 * <template>: src/scripts/home/demo-video.ts puts them in the phone once it runs the video, so a
 * page without JavaScript shows no control that would do nothing (the video itself:
 * app/components/hero/demo-video.tsx).
 */
export function DemoVideoControls({ locale }: { locale: Locale }) {
  const play = m.demo_play({}, { locale });
  const pause = m.demo_pause({}, { locale });
  return (
    <template data-demo-controls="">
      <div
        role="status"
        data-demo-spinner=""
        hidden
        className="absolute inset-0 flex items-center justify-center bg-night/15 backdrop-blur-[1px]"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-surface/90 text-brand-strong shadow-card">
          <Spinner />
        </span>
        <span className="sr-only">{m.demo_loading({}, { locale })}</span>
      </div>
      {/* IconButton's label is its sr-only text: the script switches it between Play and Pause. */}
      <IconButton
        label={play}
        data-demo-toggle=""
        data-label-play={play}
        data-label-pause={pause}
        hidden
        className="absolute right-[6%] bottom-[3.5%] z-10 size-11 bg-night/75 text-white shadow-card backdrop-blur hover:bg-night"
      >
        <Pause size={18} fill="currentColor" data-icon="pause" />
        <Play size={18} fill="currentColor" data-icon="play" />
      </IconButton>
    </template>
  );
}
