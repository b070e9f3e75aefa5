/**
 * The countdown's behaviour on a static page (Countdown.astro): `<wf-countdown>` holds the view
 * prerendered for the phase at build time and a template of each other phase. Every second
 * (spec section 9) it writes the visitor's own countdown into the numbers, and once the start has
 * passed it swaps in the line saying the edition is under way, then over.
 */
import { timings } from "~/config/constants";
import type { EditionPhase } from "~/lib/countdown";
import { countdownDisplay, isWide } from "./countdown-display";

class CountdownElement extends HTMLElement {
  private timer: number | undefined;

  connectedCallback() {
    const edition = { startDate: this.dataset.start ?? "", endDate: this.dataset.end ?? "" };
    const tick = () => {
      const { phase, values } = countdownDisplay(edition, new Date());
      if (phase !== this.dataset.phase) this.show(phase);
      if (phase === "over") this.stop();
      if (!values) return;
      for (const number of this.querySelectorAll<HTMLElement>("[data-countdown-unit]")) {
        const value = values[number.dataset.countdownUnit as keyof typeof values];
        if (value === undefined || number.textContent === value) continue;
        number.textContent = value;
        const [add, remove] = isWide(value)
          ? [number.dataset.wide, number.dataset.narrow]
          : [number.dataset.narrow, number.dataset.wide];
        number.classList.remove(...(remove ?? "").split(" ").filter(Boolean));
        number.classList.add(...(add ?? "").split(" ").filter(Boolean));
      }
    };
    tick();
    if (this.dataset.phase !== "over") this.timer = window.setInterval(tick, timings.countdownRefreshMs);
  }

  disconnectedCallback() {
    this.stop();
  }

  private stop() {
    window.clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Replaces the view with the one prerendered for `phase`. */
  private show(phase: EditionPhase) {
    const template = this.querySelector<HTMLTemplateElement>(`template[data-phase="${phase}"]`);
    const view = this.querySelector("[data-countdown-view]");
    if (!template || !view) return;
    view.replaceChildren(template.content.cloneNode(true));
    this.dataset.phase = phase;
  }
}

if (!customElements.get("wf-countdown")) customElements.define("wf-countdown", CountdownElement);
