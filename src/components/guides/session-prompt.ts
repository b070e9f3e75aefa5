/**
 * The once-per-session download prompt's behaviour on a static page (SessionPrompt.astro): the
 * first time the section `data-section` enters the viewport in this tab, with no delay, the
 * prerendered dialog opens as a modal, and a flag in session storage (functional storage, allowed
 * before consent) keeps it from opening again in the session; each page has its own flag. Focus
 * moves into the dialog and stays there (the page behind is inert, and Tab wraps around inside it);
 * the close button and Escape close it, and focus returns to where it was.
 */
import { readStorage, writeStorage } from "~/lib/safe-storage";

const focusable = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), [tabindex="0"]';

class SessionPromptElement extends HTMLElement {
  private observer: IntersectionObserver | undefined;

  connectedCallback() {
    const key = this.dataset.flag ?? "";
    const target = document.getElementById(this.dataset.section ?? "");
    const dialog = this.querySelector("dialog");
    if (!key || !target || !dialog) return;
    this.observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      this.observer?.disconnect();
      // The flag is read only now, not as the page loads: a visit that never reaches the section
      // opens no storage for it. It may also have been set meanwhile, by another tab of the session.
      if (readStorage("sessionStorage", key) !== null) return;
      writeStorage("sessionStorage", key, "shown");
      openPrompt(dialog);
    });
    this.observer.observe(target);
  }

  disconnectedCallback() {
    this.observer?.disconnect();
  }
}

function openPrompt(dialog: HTMLDialogElement) {
  const opener = document.activeElement;
  const close = () => dialog.close();
  const trap = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const items = [...dialog.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const button = dialog.querySelector("[data-prompt-close]");
  button?.addEventListener("click", close);
  dialog.addEventListener("keydown", trap);
  dialog.addEventListener(
    "close",
    () => {
      button?.removeEventListener("click", close);
      dialog.removeEventListener("keydown", trap);
      if (opener instanceof HTMLElement) opener.focus();
    },
    { once: true },
  );
  dialog.showModal();
}

if (!customElements.get("wf-session-prompt")) customElements.define("wf-session-prompt", SessionPromptElement);
