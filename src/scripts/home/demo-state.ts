/**
 * What the hero's demo video shows for a state (app/components/hero/demo-video.tsx had the same
 * rules as React state): it plays when the visitor chose Play, or, before any choice, when it
 * autoplays (no reduced motion) and is on screen; a spinner covers it while it plays without data;
 * the pause/play control is there unless the video cannot play at all.
 */
export interface DemoState {
  /** The visitor's own choice; until they make one, autoplay decides. */
  choice: "play" | "pause" | null;
  /** Autoplaying: the visitor does not prefer reduced motion. */
  autoplay: boolean;
  /** The phone has been on screen (it sits below the fold on a small screen). */
  onScreen: boolean;
  /** The video has data for its current frame (`loadeddata`). */
  hasData: boolean;
  /** No source could be played. */
  failed: boolean;
}

export interface DemoView {
  playing: boolean;
  /** The spinner shows. */
  loading: boolean;
  /** The pause/play control shows. */
  control: boolean;
}

export function demoView({ choice, autoplay, onScreen, hasData, failed }: DemoState): DemoView {
  const playing = !failed && (choice === null ? autoplay && onScreen : choice === "play");
  return { playing, loading: playing && !hasData, control: !failed };
}
