/**
 * The hero's rotating "for <trip type>" line (spec §4; app/components/hero/rotating-phrase.tsx
 * renders every phrase of the page's language in one grid cell, the first one showing). Every
 * 3000 ms the phrase fades out; 800 ms later the next one (wrapping around) fades in. The timing is
 * app/lib/rotation.ts, a function of the time elapsed, so late timers never make it drift.
 *
 * A visitor who prefers reduced motion sees the first phrase, still; switching the setting stops
 * the rotation at once, and switching it back starts it again from the first phrase.
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

function rotate(line: HTMLElement, reducedMotion: MediaQueryList) {
  const items = [...line.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (items.length < 2) return;
  let timer = 0;

  const start = () => {
    const begun = performance.now();
    const next = () => {
      timer = window.setTimeout(
        () => {
          show(items, rotationFrame(performance.now() - begun, items.length, timing));
          next();
        },
        msUntilNextChange(performance.now() - begun, timing),
      );
    };
    next();
  };
  const stop = () => {
    window.clearTimeout(timer);
    show(items, restingFrame);
  };

  if (!reducedMotion.matches) start();
  reducedMotion.addEventListener("change", () => {
    stop();
    if (!reducedMotion.matches) start();
  });
}

const line = document.querySelector<HTMLElement>("[data-rotating-phrase]");
if (line) rotate(line, window.matchMedia("(prefers-reduced-motion: reduce)"));
