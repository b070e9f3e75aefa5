/**
 * The hero's rotating "for <trip type>" line (spec §4; app/components/hero/rotating-phrase.tsx
 * renders every phrase of the page's language in one grid cell, the first one showing). Every
 * 3000 ms the phrase fades out; 800 ms later the next one (wrapping around) fades in. The timing is
 * app/lib/rotation.ts, a function of the time elapsed, so late timers never make it drift.
 *
 * A visitor who prefers reduced motion sees the first phrase, still; switching the setting stops
 * the rotation at once, and switching it back starts it again from the first phrase.
 *
 * While it runs, the control under it (RotationToggle, WCAG 2.2.2) pauses it on the phrase on show
 * and plays it on from there.
 */
import { timings } from "~/config/constants";
import { msUntilNextChange, restingFrame, rotationFrame, type RotationFrame } from "~/lib/rotation";

const timing = { intervalMs: timings.rotatingPhraseIntervalMs, fadeMs: timings.rotatingPhraseFadeMs };

/** Shows `frame`: only the current phrase takes up space on screen, its trip type faded in or out. */
function show(items: HTMLElement[], frame: RotationFrame) {
  items.forEach((item, i) => {
    const current = i === frame.index;
    item.classList.toggle("invisible", !current);
    const phrase = item.querySelector<HTMLElement>("[data-phrase]");
    phrase?.classList.toggle("opacity-100", current && frame.visible);
    phrase?.classList.toggle("opacity-0", !(current && frame.visible));
  });
}

function rotate(line: HTMLElement, toggle: HTMLButtonElement | null, reducedMotion: MediaQueryList) {
  const items = [...line.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (items.length < 2) return;
  let timer = 0;
  let index = 0;
  let paused = false;

  /** Shows the control's state: Pause while it runs, Play while paused; hidden with reduced motion. */
  const render = () => {
    if (!toggle) return;
    toggle.classList.toggle("invisible", reducedMotion.matches);
    const { textPause, textPlay, labelPause, labelPlay } = toggle.dataset;
    toggle.setAttribute("aria-label", (paused ? labelPlay : labelPause) ?? "");
    const text = toggle.querySelector("[data-toggle-text]");
    if (text) text.textContent = (paused ? textPlay : textPause) ?? "";
    toggle.querySelector("[data-icon=pause]")?.toggleAttribute("hidden", paused);
    toggle.querySelector("[data-icon=play]")?.toggleAttribute("hidden", !paused);
  };

  /** Runs from phrase `from`, shown afresh (the first phrase: from the start). */
  const start = (from = 0) => {
    const begun = performance.now() - (from === 0 ? 0 : from * timing.intervalMs + timing.fadeMs);
    const next = () => {
      timer = window.setTimeout(
        () => {
          const frame = rotationFrame(performance.now() - begun, items.length, timing);
          index = frame.index;
          show(items, frame);
          next();
        },
        msUntilNextChange(performance.now() - begun, timing),
      );
    };
    next();
  };
  const stop = () => {
    window.clearTimeout(timer);
    index = 0;
    show(items, restingFrame);
  };

  toggle?.addEventListener("click", () => {
    paused = !paused;
    if (paused) {
      window.clearTimeout(timer);
      show(items, { index, visible: true });
    } else start(index);
    render();
  });
  if (!reducedMotion.matches) start();
  reducedMotion.addEventListener("change", () => {
    stop();
    paused = false;
    if (!reducedMotion.matches) start();
    render();
  });
  render();
}

const line = document.querySelector<HTMLElement>("[data-rotating-phrase]");
if (line) {
  const toggle = document.querySelector<HTMLButtonElement>("button[data-rotation-toggle]");
  rotate(line, toggle, window.matchMedia("(prefers-reduced-motion: reduce)"));
}
