/**
 * The hero's demo video (spec §2; decisions.md, "Accessibility"): autoplaying, muted and looped,
 * with a spinner until it has data and a visible pause/play control. The page prerenders the video
 * (app/components/hero/demo-video.tsx, preload="none": it costs nothing until it plays) and, in a
 * <template>, the spinner and the control in the page's language (src/components/home/
 * demo-video-controls.tsx); this module puts them in the phone and runs them.
 *
 * - It starts only once the phone is on screen: on a small screen it sits below the fold.
 * - A visitor who prefers reduced motion never sees it move (WCAG 2.2.2): no autoplay, the
 *   control says Play.
 * - Autoplay refused by the browser (data saver) leaves it paused, the control saying Play.
 */
import { demoView, type DemoState } from "./demo-state";

function enhance(video: HTMLVideoElement, controls: HTMLTemplateElement) {
  video.after(controls.content.cloneNode(true));
  const screen = video.parentElement!;
  const spinner = screen.querySelector<HTMLElement>("[data-demo-spinner]");
  const toggle = screen.querySelector<HTMLButtonElement>("[data-demo-toggle]");
  // IconButton's accessible name is its visually hidden text.
  const label = toggle?.querySelector<HTMLElement>(".sr-only");
  if (!spinner || !toggle || !label) return;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  const state: DemoState = {
    choice: null,
    autoplay: !reducedMotion.matches,
    onScreen: typeof IntersectionObserver === "undefined",
    hasData: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
    failed: false,
  };
  let playing = false;

  function render() {
    const view = demoView(state);
    // With preload="none" the attribute alone downloads nothing: playback starts once on screen.
    video.autoplay = state.autoplay;
    spinner!.hidden = !view.loading;
    toggle!.hidden = !view.control;
    label!.textContent = (view.playing ? toggle!.dataset.labelPause : toggle!.dataset.labelPlay) ?? "";
    // SVG icons have no `hidden` property: the attribute hides them (the base styles' [hidden] rule).
    toggle!.querySelector("[data-icon=pause]")?.toggleAttribute("hidden", !view.playing);
    toggle!.querySelector("[data-icon=play]")?.toggleAttribute("hidden", view.playing);
    if (view.playing === playing) return;
    playing = view.playing;
    if (!playing) {
      video.pause();
      return;
    }
    // Set here too: a prerendered `muted` attribute is not always reflected.
    video.muted = true;
    // play() returns a promise in every current browser (older ones return nothing).
    video.play()?.catch((error: unknown) => {
      if (error instanceof DOMException && error.name === "NotAllowedError") {
        state.choice = "pause";
        render();
      }
    });
  }

  const update = (change: Partial<DemoState>) => {
    Object.assign(state, change);
    render();
  };

  if (!state.onScreen) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      update({ onScreen: true });
    });
    observer.observe(video);
  }
  video.addEventListener("loadeddata", () => update({ hasData: true }));
  const sources = video.querySelectorAll("source");
  sources[sources.length - 1]?.addEventListener("error", () => update({ failed: true }));
  reducedMotion.addEventListener("change", () => update({ autoplay: !reducedMotion.matches }));
  toggle.addEventListener("click", () => update({ choice: demoView(state).playing ? "pause" : "play" }));
  render();
}

const video = document.querySelector<HTMLVideoElement>("video[data-demo-video]");
const controls = document.querySelector<HTMLTemplateElement>("template[data-demo-controls]");
if (video && controls) enhance(video, controls);
